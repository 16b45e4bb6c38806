import { ActionIcon, Avatar, Badge, Box, CloseButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { platformById } from '@portal/domain/catalog/platforms';
import type { ArtistRef } from '@portal/domain/release/model';
import { AlertIcon } from '../../../components/icons/alert-icon.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { artistNameCheckQuery, artistRecordQuery, type ArtistRecord, type NameProblem } from '../artists-api.ts';
import { cardKeys, keyboardTarget, nearestCard, storeProfiles, type ArtistRole } from './artist-list-model.ts';

interface ListProps {
  value: ArtistRef[];
  artistRole: ArtistRole;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (index: number, record: ArtistRecord | null) => void;
  onRemove: (index: number) => void;
  testId?: string;
}

/** The chosen artists as cards, in display-line order: dragged by their handle, or moved with the arrow keys on it. */
export function ArtistCardList({ value, artistRole, disabled, onMove, onEdit, onRemove, testId }: ListProps) {
  const keys = cardKeys(value);
  const cards = useRef(new Map<string, HTMLElement>());
  const handles = useRef(new Map<string, HTMLElement>());
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  // A card moved from the keyboard keeps the focus on its handle, wherever React put its element.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current) handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [value]);

  if (value.length === 0) return null;
  const overIndex = (event: React.PointerEvent) =>
    nearestCard(
      { x: event.clientX, y: event.clientY },
      keys.map((key) => cards.current.get(key)?.getBoundingClientRect() ?? { left: Infinity, top: Infinity, width: 0, height: 0 }),
    );

  const handleProps = (index: number): HandleProps => ({
    ref: (element) => {
      if (element) handles.current.set(keys[index]!, element);
      else handles.current.delete(keys[index]!);
    },
    onKeyDown: (event) => {
      const target = keyboardTarget(event.key, index, value.length);
      if (target === null) return;
      event.preventDefault();
      refocus.current = keys[index]!;
      onMove(index, target);
    },
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: index, over: index });
    },
    onPointerMove: (event) => {
      if (!drag) return;
      const over = overIndex(event);
      if (over >= 0 && over !== drag.over) setDrag({ ...drag, over });
    },
    onPointerUp: () => {
      if (drag && drag.over !== drag.from) onMove(drag.from, drag.over);
      setDrag(null);
    },
    onPointerCancel: () => setDrag(null),
  });

  return (
    <Stack gap={6} data-testid={testId && `${testId}-cards`}>
      {value.map((artist, index) => (
        <ArtistCard
          key={keys[index]}
          artist={artist}
          artistRole={artistRole}
          disabled={disabled}
          state={drag?.from === index ? 'dragged' : drag && drag.over === index ? 'target' : 'still'}
          cardRef={(element) => {
            if (element) cards.current.set(keys[index]!, element);
            else cards.current.delete(keys[index]!);
          }}
          handle={handleProps(index)}
          onEdit={(record) => onEdit(index, record)}
          onRemove={() => onRemove(index)}
          testId={testId && `${testId}-card-${index}`}
        />
      ))}
    </Stack>
  );
}

interface HandleProps {
  ref: (element: HTMLElement | null) => void;
  onKeyDown: (event: React.KeyboardEvent) => void;
  onPointerDown: (event: React.PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: React.PointerEvent) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
}

interface CardProps {
  artist: ArtistRef;
  artistRole: ArtistRole;
  disabled?: boolean;
  state: 'still' | 'dragged' | 'target';
  cardRef: (element: HTMLElement | null) => void;
  handle: HandleProps;
  onEdit: (record: ArtistRecord | null) => void;
  onRemove: () => void;
  testId?: string;
}

/** One artist: avatar, name with the stores' warnings, role, store profiles, and edit, remove and drag controls. */
function ArtistCard({ artist, artistRole, disabled, state, cardRef, handle, onEdit, onRemove, testId }: CardProps) {
  const { t } = useTranslation();
  const record = useQuery(artistRecordQuery(artist));
  const check = useQuery(artistNameCheckQuery(artist.name));
  const avatar = record.data?.avatarUrl ?? null;

  return (
    <Paper
      ref={cardRef}
      withBorder
      radius="md"
      p={6}
      style={{
        opacity: state === 'dragged' ? 0.5 : 1,
        borderColor: state === 'target' ? 'var(--mantine-color-blue-filled)' : undefined,
      }}
      data-testid={testId}
      data-artist-id={artist.id}
    >
      <Group gap="xs" wrap="nowrap">
        {!disabled && (
          <Box
            {...handle}
            component="span"
            role="button"
            tabIndex={0}
            aria-label={t('rf_artist_drag_handle', { name: artist.name })}
            c="dimmed"
            px={4}
            style={{ cursor: state === 'dragged' ? 'grabbing' : 'grab', touchAction: 'none', userSelect: 'none', lineHeight: 1 }}
            data-testid={testId && `${testId}-handle`}
          >
            ⋮⋮
          </Box>
        )}
        <Avatar src={avatar} name={artist.name} color="initials" size={36} radius="xl" alt="" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={500} size="sm" truncate data-testid={testId && `${testId}-name`}>
              {artist.name}
            </Text>
            <NameProblems name={artist.name} problems={check.data?.problems ?? []} testId={testId && `${testId}-warning`} />
          </Group>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t(`rf_artist_role_${artistRole}`)}
            </Text>
            {storeProfiles(record.data).map((profile) => {
              const store = platformById(profile.platformId)?.name ?? profile.kind;
              return profile.url ? (
                <Badge key={profile.kind} component="a" href={profile.url} target="_blank" rel="noreferrer" size="xs" variant="light" color="green" tt="none" style={{ cursor: 'pointer' }}>
                  {t('rf_artist_store_linked', { store })}
                </Badge>
              ) : (
                <Badge key={profile.kind} size="xs" variant="light" color="gray" tt="none">
                  {t('rf_artist_store_new', { store })}
                </Badge>
              );
            })}
          </Group>
        </Stack>
        {!disabled && (
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('rf_artist_edit', { name: artist.name })}
              onClick={() => onEdit(record.data ?? null)}
              disabled={record.isPending}
              data-testid={testId && `${testId}-edit`}
            >
              ✎
            </ActionIcon>
            <CloseButton aria-label={t('rf_artist_remove', { name: artist.name })} onClick={onRemove} data-testid={testId && `${testId}-remove`} />
          </>
        )}
      </Group>
    </Paper>
  );
}

/** The card's warning tooltip (document 3): what stores may say about the name, in the user's language. */
function NameProblems({ name, problems, testId }: { name: string; problems: NameProblem[]; testId?: string }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  const messages = problems.map((problem) => t(problem.key, problem.params ?? {}));
  const isError = problems.some((problem) => problem.level === 'error');
  return (
    <Tooltip
      label={
        <Stack gap={2}>
          {messages.map((message) => (
            <span key={message}>{message}</span>
          ))}
        </Stack>
      }
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Box
        component="span"
        tabIndex={0}
        role="img"
        aria-label={`${t('rf_artist_warnings', { name })}: ${messages.join(' ')}`}
        c={isError ? 'red' : 'yellow.7'}
        style={{ display: 'inline-flex', flexShrink: 0 }}
        data-testid={testId}
        data-level={isError ? 'error' : 'warning'}
      >
        <AlertIcon size={16} />
      </Box>
    </Tooltip>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Card, Center, Container, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { limitedEditable } from '@portal/domain/release/status';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { platformChoicesQuery } from '../../../lib/platform-choices-query.ts';
import { lockedByRules, StoreChecklist, StoreNote, type PlatformChoice } from '../../../components/store-checklist.tsx';
import { afterReleaseChange, albumDetailQuery, changeStores, type ReleaseDetail } from '../api.ts';
import { deliveryStateColor, deliveryStateKey } from '../release-labels.ts';
import { storeChanges } from '../store-changes.ts';
import { FormError } from '../../../components/form-error.tsx';

/** Edit store (route /release-management/:albumId/stores): add stores to a release the stores have, or leave some. */
export function EditStoresPage() {
  return (
    <PermissionGuard resource="Release" action="Edit">
      <EditStoresLoader />
    </PermissionGuard>
  );
}

function EditStoresLoader() {
  const { t } = useTranslation();
  const { albumId: raw } = useParams();
  const albumId = /^\d{1,15}$/.test(raw ?? '') ? Number(raw) : 0;
  const release = useQuery({ ...albumDetailQuery(albumId), enabled: albumId > 0 });
  const platforms = useQuery(platformChoicesQuery);
  const error = release.error ?? platforms.error;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Anchor component={Link} to={`/release-management/${albumId}`} size="sm" data-testid="edit-stores-back">
        {`← ${t('edit_stores_back')}`}
      </Anchor>
      {albumId === 0 || (isApiError(error) && error.status === 404) ? (
        <Text c="dimmed" ta="center" py={64} data-testid="release-missing">
          {t('release_not_found')}
        </Text>
      ) : error ? (
        <FormError error={error} mt="lg" />
      ) : !release.data || !platforms.data ? (
        <Center py={64}>
          <Loader />
        </Center>
      ) : !limitedEditable(release.data.status) ? (
        <Alert color="yellow" variant="light" mt="lg" data-testid="edit-stores-closed">
          {t('edit_stores_not_now')}
        </Alert>
      ) : (
        <EditStoresForm release={release.data} platforms={platforms.data} />
      )}
    </Container>
  );
}

function EditStoresForm({ release, platforms }: { release: ReleaseDetail; platforms: PlatformChoice[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [stores, setStores] = useState<Record<string, boolean>>(release.album.stores ?? {});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const stateOf = new Map((release.deliveries ?? []).map((delivery) => [delivery.platformId, delivery.state]));
  const nameOf = new Map(platforms.map((platform) => [platform.id, platform.name]));
  const { added, removed } = storeChanges(release.album.stores ?? {}, stores);
  const names = (ids: number[]) => ids.map((id) => nameOf.get(id) ?? `#${id}`).join(', ');
  const storesMessage = failure instanceof ApiError ? failure.details.find((detail) => detail.field === 'album.stores')?.message : undefined;

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await changeStores(release.albumId, stores);
      await afterReleaseChange(client);
      navigate(`/release-management/${release.albumId}`, { state: { storesChanged: true } });
    } catch (error) {
      setConfirming(false);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg" mt="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('edit_stores_title')}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {release.title}
        </Text>
      </Stack>
      <Text size="sm">{t('edit_stores_intro')}</Text>
      <Card withBorder padding="lg">
        <StoreChecklist
          platforms={platforms}
          stores={stores}
          onToggle={(id, on) => setStores((current) => ({ ...current, [id]: on }))}
          isLocked={(platform) => lockedByRules(platform, stores)}
          expanded
          note={(platform) => {
            const state = stateOf.get(platform.id);
            return state && state !== 'taken_down' ? <StoreNote color={deliveryStateColor(state)}>{t(deliveryStateKey(state))}</StoreNote> : null;
          }}
        />
        {storesMessage && (
          <Text size="sm" c="red" role="alert" mt="sm" data-testid="stores-message">
            {storesMessage}
          </Text>
        )}
      </Card>
      {failure !== null && !storesMessage && <FormError error={failure} />}
      <Stack gap={4} data-testid="edit-stores-summary">
        {added.length > 0 && <Text size="sm">{t('edit_stores_will_send', { stores: names(added) })}</Text>}
        {removed.length > 0 && (
          <Text size="sm" c="orange.8">
            {t('edit_stores_will_take_down', { stores: names(removed) })}
          </Text>
        )}
        {added.length === 0 && removed.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('edit_stores_no_change')}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={`/release-management/${release.albumId}`}>
          {t('action_cancel')}
        </Button>
        <Button disabled={added.length === 0 && removed.length === 0} loading={busy && !confirming} onClick={() => (removed.length ? setConfirming(true) : void save())} data-testid="edit-stores-save">
          {t('edit_stores_save')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => !busy && setConfirming(false)} title={t('edit_stores_confirm_title')} centered>
        <Stack>
          <Text size="sm">{t('edit_stores_confirm_body')}</Text>
          <List size="sm">
            {removed.map((id) => (
              <List.Item key={id}>{nameOf.get(id) ?? `#${id}`}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              {t('action_cancel')}
            </Button>
            <Button color="orange" loading={busy} onClick={() => void save()} data-testid="edit-stores-confirm">
              {t('edit_stores_confirm_action')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

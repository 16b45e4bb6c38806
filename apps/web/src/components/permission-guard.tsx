import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation.ts';
import { useAbilities, type Action, type Resource } from '../lib/abilities.ts';
import { ShieldIcon } from './icons/shield-icon.tsx';

/** The "No permission" state of document 3: shown instead of a page or a section the caller may not use. */
export function NoPermission() {
  const { t } = useTranslation();
  return (
    <Center py={64} data-testid="no-permission">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <ShieldIcon size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('no_permission_title')}
        </Title>
        <Text c="dimmed">{t('no_permission_body')}</Text>
        <Button component={Link} to="/overview" variant="light">
          {t('nav_overview')}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * Renders children only when the caller holds the action on the resource (or, with `owner`, owns the account);
 * otherwise 'No permission'.
 */
export function PermissionGuard(props: { resource?: Resource; action?: Action; owner?: boolean; children: ReactNode; fallback?: ReactNode }) {
  const { user, can, isOwner } = useAbilities();
  if (!user) return null;
  const allowed = props.owner ? isOwner : props.resource && props.action ? can(props.resource, props.action) : true;
  if (!allowed) return <>{props.fallback ?? <NoPermission />}</>;
  return <>{props.children}</>;
}

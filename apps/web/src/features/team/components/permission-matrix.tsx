import { useId } from 'react';
import { Badge, Center, Checkbox, Divider, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PermissionAction } from '@portal/domain/enums';
import { FormError } from '../../../components/form-error.tsx';
import { safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { permissionCatalogQuery } from '../api.ts';
import { grantSummary, holdsAction, toggleGrant, viewLockedOn, type PermissionMap } from './permission-grant.ts';

/**
 * The grant editor of the invite and edit modals: one row per resource of the server's permission catalogue, with a
 * box per action it offers. Any action other than View brings View with it, and View stays while another action of
 * the row is ticked.
 */
export function PermissionMatrix({ value, onChange, error, disabled }: { value: PermissionMap; onChange: (next: PermissionMap) => void; error?: string | null; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const catalog = useQuery(permissionCatalogQuery);
  // A resource or action newer than this build's texts shows under the server's name.
  const label = (key: string, name: string) => (i18n.exists(key) ? t(key) : name);
  return (
    <Input.Wrapper label={t('team_permissions_label')} description={t('team_permissions_hint')} error={error} data-testid="permission-matrix">
      {catalog.error ? (
        <FormError error={catalog.error} mt="xs" data-testid="permission-catalog-error" />
      ) : !catalog.data ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap={0} mt="xs">
          {catalog.data.resources.map((entry, index) => {
            const labelId = `${id}-${entry.resource}`;
            return (
              <div key={entry.resource}>
                {index > 0 && <Divider />}
                <Group justify="space-between" gap="xs" py={8} wrap="wrap" role="group" aria-labelledby={labelId}>
                  <Text size="sm" fw={600} id={labelId}>
                    {label(`permission_resource_${entry.name}`, entry.name)}
                  </Text>
                  <Group gap="md" wrap="wrap">
                    {entry.actions.map((action) => (
                      <Checkbox
                        key={action.action}
                        size="sm"
                        label={label(`permission_action_${action.name}`, action.name)}
                        checked={holdsAction(value, entry.resource, action.action)}
                        disabled={disabled || (action.action === PermissionAction.View && viewLockedOn(value, entry.resource))}
                        onChange={(e) => onChange(toggleGrant(value, entry.resource, action.action, e.currentTarget.checked))}
                        data-testid={`permission-${entry.name}-${action.name}`}
                      />
                    ))}
                  </Group>
                </Group>
              </div>
            );
          })}
        </Stack>
      )}
    </Input.Wrapper>
  );
}

/** A compact read-only view of a grant: one badge per resource, e.g. "Releases: View, Edit". */
export function PermissionSummary({ value, testId }: { value: PermissionMap | null | undefined; testId?: string }) {
  const { t, i18n } = useTranslation();
  const entries = grantSummary(value);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('team_permissions_none')}
      </Text>
    );
  }
  const list = new Intl.ListFormat(safeLocale(i18n.language), { style: 'short', type: 'unit' });
  return (
    <Group gap={4} data-testid={testId}>
      {entries.map(({ resource, actions }) => (
        <Badge key={resource} variant="light" color="gray" tt="none" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {t('team_permission_summary_item', {
            resource: t(`permission_resource_${resource}`),
            actions: list.format(actions.map((action) => t(`permission_action_${action}`))),
          })}
        </Badge>
      ))}
    </Group>
  );
}

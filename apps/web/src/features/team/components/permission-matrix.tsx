import { useId } from 'react';
import { Badge, Checkbox, Divider, Group, Input, Stack, Text } from '@mantine/core';
import { applicableActions, resourceNames } from '@portal/domain/permissions';
import { safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { grantSummary, hasAction, toggleAction, viewLocked, type PermissionMap } from './permission-grant.ts';

/**
 * The grant editor of the invite and edit modals: one row per resource with a box per action it offers.
 * Any action other than View brings View with it, and View stays while another action of the row is ticked.
 */
export function PermissionMatrix({ value, onChange, error, disabled }: { value: PermissionMap; onChange: (next: PermissionMap) => void; error?: string | null; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Input.Wrapper label={t('team_permissions_label')} description={t('team_permissions_hint')} error={error} data-testid="permission-matrix">
      <Stack gap={0} mt="xs">
        {resourceNames.map((resource, index) => {
          const labelId = `${id}-${resource}`;
          return (
            <div key={resource}>
              {index > 0 && <Divider />}
              <Group justify="space-between" gap="xs" py={8} wrap="wrap" role="group" aria-labelledby={labelId}>
                <Text size="sm" fw={600} id={labelId}>
                  {t(`permission_resource_${resource}`)}
                </Text>
                <Group gap="md" wrap="wrap">
                  {applicableActions[resource].map((action) => (
                    <Checkbox
                      key={action}
                      size="sm"
                      label={t(`permission_action_${action}`)}
                      checked={hasAction(value, resource, action)}
                      disabled={disabled || (action === 'View' && viewLocked(value, resource))}
                      onChange={(e) => onChange(toggleAction(value, resource, action, e.currentTarget.checked))}
                      data-testid={`permission-${resource}-${action}`}
                    />
                  ))}
                </Group>
              </Group>
            </div>
          );
        })}
      </Stack>
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

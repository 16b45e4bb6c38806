import { useState } from 'react';
import { Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { switchTeam } from '../../lib/switch-team.ts';
import { TeamSwitchOverlay } from '../../components/team-switch-overlay.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { CheckIcon } from '../../components/icons/check-icon.tsx';
import { myTeamsQuery } from './shell-api.ts';

/** The accounts this user can act in: their own first, then the teams they joined. Shown only when there is a choice. */
export function TeamSwitcher() {
  const { t } = useTranslation();
  const { data } = useQuery(myTeamsQuery);
  const [switching, setSwitching] = useState<string | null>(null);
  const teams = data?.teamList ?? [];
  if (teams.length < 2) return null;

  const choose = async (teamId: number, name: string) => {
    setSwitching(name);
    try {
      await switchTeam(teamId);
    } catch {
      setSwitching(null);
    }
  };

  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('team_switch_label')}</Menu.Label>
      {teams.map((team) => (
        <Menu.Item
          key={team.teamId}
          disabled={team.active}
          closeMenuOnClick={false}
          onClick={() => void choose(team.teamId, team.isDefault ? t('team_own_account') : team.name)}
          rightSection={team.active ? <CheckIcon size={14} /> : null}
          data-testid={`team-switch-${team.teamId}`}
        >
          <Text size="sm" truncate>
            {team.isDefault ? t('team_own_account') : team.name}
          </Text>
        </Menu.Item>
      ))}
      {switching && <TeamSwitchOverlay team={switching} />}
    </>
  );
}

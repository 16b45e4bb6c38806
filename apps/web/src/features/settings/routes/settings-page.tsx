import type { ReactNode } from 'react';
import { Anchor, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader.tsx';
import { userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ContactSection } from '../components/contact-section.tsx';
import { DevicesList } from '../components/devices-list.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { ArtistProfileSection } from '../components/artist-profile-section.tsx';
import { LabelProfileSection } from '../components/label-profile-section.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { TwoStepSettings } from '../components/two-step-settings.tsx';

/**
 * Account settings: the account's profile (owners only), then what belongs to the person signed in. The app puts the
 * linked-accounts section in (`linkedAccounts`): another feature's piece, composed in app/routes (decision 053).
 */
export function SettingsPage({ linkedAccounts }: { linkedAccounts?: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useQuery(userQuery);
  if (!user) return <PageLoader />;
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} size="h2" mb={4}>
        {t('settings_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xl" data-testid="settings-data-centre">
        {t('settings_data_centre', { centre: t(`data_centre_${user.dataCentre}`) })}
      </Text>
      <Stack gap="lg">
        {user.team === null && <ProfileSection user={user} />}
        {user.team === null && !user.isLabel && user.type !== null && <ArtistProfileSection user={user} />}
        {user.team === null && user.isLabel && <LabelProfileSection user={user} />}
        <SettingsSection id="security" title={t('settings_security_title')}>
          <Stack gap="lg">
            <TwoStepSettings />
            <Divider />
            <PasswordForm />
            <Divider />
            <DevicesList />
          </Stack>
        </SettingsSection>
        <ContactSection user={user} />
        {user.team === null && linkedAccounts}
        <SettingsSection id="notifications" title={t('settings_notifications_title')} hint={t('settings_notifications_hint')}>
          <Anchor component={Link} to="/subscription" data-testid="settings-subscription-link">
            {t('settings_notifications_manage')}
          </Anchor>
        </SettingsSection>
      </Stack>
    </Container>
  );
}

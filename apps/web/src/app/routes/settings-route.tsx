import { LinkedAccountsSection } from '../../features/linked-accounts/components/linked-accounts-section.tsx';
import { SettingsPage } from '../../features/settings/routes/settings-page.tsx';

/**
 * Settings with the linked-accounts section: features do not import each other (decision 053), so the app puts it in;
 * the page decides where and for whom (account owners).
 */
export function SettingsRoute() {
  return <SettingsPage linkedAccounts={<LinkedAccountsSection />} />;
}

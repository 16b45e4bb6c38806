import { useSession } from '../../lib/use-session.ts';
import { AdEventsReporter } from './ad-events-reporter.tsx';
import { ContactUsButton } from './contact-us-button.tsx';
import { TopBanners } from './top-banners.tsx';
import { UsComplianceNotice } from './us-compliance.tsx';
import { MaintenanceNotice } from './maintenance-notice.tsx';

/** Chrome that is not needed for the first paint: contact-us, the US compliance notice, top banners, the ad events. */
export function ShellExtras({ slot }: { slot: 'top' | 'bottom' }) {
  const { user } = useSession();
  if (slot === 'top') {
    return (
      <>
        <MaintenanceNotice />
        <TopBanners enabled={Boolean(user && !user.needsProfile)} />
      </>
    );
  }
  return (
    <>
      <ContactUsButton />
      <UsComplianceNotice />
      <AdEventsReporter />
    </>
  );
}

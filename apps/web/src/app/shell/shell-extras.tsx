import { AdEventsReporter } from './ad-events-reporter.tsx';
import { ContactUsButton } from './contact-us-button.tsx';
import { UsComplianceNotice } from './us-compliance.tsx';
import { MaintenanceNotice } from './maintenance-notice.tsx';

/** Chrome that is not needed for the first paint: the maintenance notice, contact-us, the US compliance notice, the ad events. */
export function ShellExtras({ slot }: { slot: 'top' | 'bottom' }) {
  if (slot === 'top') return <MaintenanceNotice />;
  return (
    <>
      <ContactUsButton />
      <UsComplianceNotice />
      <AdEventsReporter />
    </>
  );
}

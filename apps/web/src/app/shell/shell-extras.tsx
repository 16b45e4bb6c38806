import { AdEventsReporter } from './ad-events-reporter.tsx';
import { ContactUsButton } from './contact-us-button.tsx';
import { UsComplianceNotice } from './us-compliance.tsx';
import { MaintenanceNotice } from './maintenance-notice.tsx';
import { EmailProofBanner } from './email-proof-banner.tsx';
import { TextPatchButton } from './text-patch-button.tsx';

/**
 * Chrome that is not needed for the first paint: the maintenance notice, the e-mail proof banner, contact-us, the US
 * compliance notice, the ad events, the test mode's text-patch button.
 */
export function ShellExtras({ slot }: { slot: 'top' | 'bottom' }) {
  if (slot === 'top') {
    return (
      <>
        <MaintenanceNotice />
        <EmailProofBanner />
      </>
    );
  }
  return (
    <>
      <ContactUsButton />
      <TextPatchButton />
      <UsComplianceNotice />
      <AdEventsReporter />
    </>
  );
}

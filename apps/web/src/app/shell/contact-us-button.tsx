import { Button } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { useLocation } from 'react-router';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { showsContactButton } from '../../lib/public-paths.ts';
import { useSession } from '../../lib/use-session.ts';

const FALLBACK_REGION = 'BR';

/** Floating contact-us: mails the mailbox of the user's region (or the visitor's), Brazil as the fallback. */
export function ContactUsButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, region, basic } = useSession();
  if (!showsContactButton(pathname) || !basic) return null;
  const code = user?.region ?? region?.region ?? FALLBACK_REGION;
  const mailbox =
    basic.regions.find((r) => r.code === code)?.contactMailbox || basic.regions.find((r) => r.code === FALLBACK_REGION)?.contactMailbox;
  if (!mailbox) return null;
  return (
    <Button
      component="a"
      href={`mailto:${mailbox}`}
      className="sp-contact"
      radius="xl"
      size="md"
      leftSection={<MailIcon />}
      data-testid="contact-us"
    >
      {t('contact_us')}
    </Button>
  );
}

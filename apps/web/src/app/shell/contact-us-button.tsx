import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { MailIcon } from '../../components/icons/mail-icon.tsx';
import { showsContactButton } from '../../lib/public-paths.ts';
import { openConfigQuery } from '../../lib/open-config-query.ts';
import { openFeatureGatesQuery } from '../../lib/queries.ts';
import { readStorage } from '../../lib/storage.ts';

const ChatModal = lazy(() => import('../../features/support/chat/chat-modal.tsx').then((m) => ({ default: m.ChatModal })));

/**
 * Floating contact-us (an icon alone on a phone; the page's foot keeps room for it, so it never covers the last
 * action: global.css, decision 071): opens the assistant when the chatBot gate (or the portal setting, or this browser's
 * enable-ai=1) says it is on; otherwise leads to the feedback form (documents 1 and 2: contact-us is the feedback flow).
 */
export function ContactUsButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const gates = useQuery(openFeatureGatesQuery);
  const config = useQuery({ ...openConfigQuery, staleTime: 60_000 });
  const [chatOpen, setChatOpen] = useState(false);
  if (!showsContactButton(pathname)) return null;
  const assistant = readStorage('enable-ai') === '1' || gates.data?.gates.chatBot === true || config.data?.chatBotEnabled === true;
  if (assistant) {
    return (
      <>
        <Button className="sp-contact" radius="xl" size="md" leftSection={<MailIcon />} onClick={() => setChatOpen(true)} data-testid="contact-us">
          <span className="sp-contact-label">{t('contact_us')}</span>
        </Button>
        {chatOpen && (
          <Suspense fallback={null}>
            <ChatModal opened onClose={() => setChatOpen(false)} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <Button component={Link} to="/feedback" className="sp-contact" radius="xl" size="md" leftSection={<MailIcon />} data-testid="contact-us">
      <span className="sp-contact-label">{t('contact_us')}</span>
    </Button>
  );
}

import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { NewsletterForm } from './newsletter-form.tsx';

const LINKS = [
  { to: '/legal/terms', label: 'legal_title_terms', testId: 'footer-terms' },
  { to: '/legal/privacy', label: 'legal_title_privacy', testId: 'footer-privacy' },
  { to: '/legal/cookies', label: 'legal_title_cookies', testId: 'footer-cookies' },
  { to: '/cookie-settings', label: 'footer_cookie_settings', testId: 'footer-cookie-settings' },
  { to: '/knowledge', label: 'knowledge_hub_nav', testId: 'footer-help' },
  { to: '/feedback', label: 'footer_contact', testId: 'footer-contact' },
] as const;

/** Every page's foot: the newsletter, the legal documents, cookie choices, help and contact. Plain markup, like the header. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="sp-footer" data-testid="footer">
      <div className="sp-container sp-footer-inner">
        <NewsletterForm />
        <nav aria-label={t('footer_nav')} className="sp-footer-links">
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="sp-footer-link" data-testid={link.testId}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <span className="sp-footer-copy">{t('footer_copyright', { year: new Date().getFullYear() })}</span>
      </div>
    </footer>
  );
}

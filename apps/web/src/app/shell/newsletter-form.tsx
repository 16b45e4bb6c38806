import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { subscribeNewsletter } from './shell-api.ts';

type State = { kind: 'idle' | 'sending' } | { kind: 'done'; messageKey: string } | { kind: 'error'; messageKey: string };

/**
 * The footer's newsletter sign-up (POST /open/subscribe): a confirmation link goes to the address first (double
 * opt-in). Plain markup, like the rest of the footer; the address's shape is the server's to judge, which keeps the
 * e-mail rules out of every page's first load.
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setState({ kind: 'error', messageKey: 'validation_required' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await subscribeNewsletter(address);
      setEmail('');
      setState({ kind: 'done', messageKey: answer.status === 'confirmed' ? 'newsletter_already' : 'newsletter_check_inbox' });
    } catch (error) {
      // The error texts load on the first failure, as the sign-in forms do, to keep them out of every page's first load.
      const { errorMessageKey } = await import('../../lib/error-message.ts');
      setState({ kind: 'error', messageKey: errorMessageKey(error, (key) => i18n.exists(key)) });
    }
  };

  return (
    <form className="sp-newsletter" onSubmit={(event) => void submit(event)} noValidate data-testid="newsletter">
      <label htmlFor={`${id}-email`} className="sp-newsletter-label">
        {t('newsletter_label')}
      </label>
      <div className="sp-newsletter-row">
        <input
          id={`${id}-email`}
          className="sp-newsletter-input"
          type="email"
          autoComplete="email"
          placeholder={t('field_email_placeholder')}
          value={email}
          maxLength={254}
          onChange={(event) => setEmail(event.currentTarget.value)}
          aria-invalid={state.kind === 'error' || undefined}
          aria-describedby={`${id}-status`}
          data-testid="newsletter-email"
        />
        <button type="submit" className="sp-newsletter-button" disabled={state.kind === 'sending'} data-testid="newsletter-submit">
          {t('newsletter_submit')}
        </button>
      </div>
      <p
        id={`${id}-status`}
        className={`sp-newsletter-status${state.kind === 'error' ? ' sp-newsletter-error' : ''}`}
        role={state.kind === 'error' ? 'alert' : 'status'}
        data-testid="newsletter-status"
      >
        {state.kind === 'done' || state.kind === 'error' ? t(state.messageKey) : ''}
      </p>
    </form>
  );
}

import disposableDomains from 'disposable-email-domains/index.json' with { type: 'json' };

const domains = new Set<string>(disposableDomains as string[]);

/** True when the address (or a parent domain of it) is a known throwaway mailbox provider. */
export function isDisposableEmail(email: string): boolean {
  const domain = email.split('@')[1]?.trim().toLowerCase();
  if (!domain) return false;
  const parts = domain.split('.');
  for (let i = 0; i < parts.length - 1; i++) {
    if (domains.has(parts.slice(i).join('.'))) return true;
  }
  return false;
}

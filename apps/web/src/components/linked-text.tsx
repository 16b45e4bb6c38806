import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A translated sentence with links inside it: each {{name}} of the template becomes the link of that name, so the
 * words around the links keep each language's own order. Translate the template with each name given as itself
 * (`t(key, { terms: '{{terms}}' })`), so the translator sees every variable filled.
 */
export function LinkedText({ template, links }: { template: string; links: Record<string, { to: string; label: string; testId?: string }> }) {
  const parts: ReactNode[] = template.split(/(\{\{\s*\w+\s*\}\})/).map((part, index) => {
    const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
    const link = name ? links[name] : undefined;
    return link ? (
      <Link key={`${name}-${index}`} to={link.to} className="sp-link" target="_blank" data-testid={link.testId}>
        {link.label}
      </Link>
    ) : (
      <Fragment key={`text-${index}`}>{part}</Fragment>
    );
  });
  return <>{parts}</>;
}

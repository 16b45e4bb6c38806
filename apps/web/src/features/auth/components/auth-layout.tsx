import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/logo.tsx';

/** Centered card of the login, sign-up, reset and profile pages (plain markup: the login page's first load is budgeted). */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="sp-auth-bg">
      <div className="sp-auth-card">
        <div className="sp-auth-head">
          <LogoMark size={40} />
          <h1 className="sp-auth-title">{title}</h1>
          {subtitle && <p className="sp-auth-subtitle">{subtitle}</p>}
        </div>
        {children}
      </div>
      {footer && <p className="sp-auth-footer">{footer}</p>}
    </div>
  );
}

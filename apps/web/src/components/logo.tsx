import { useTranslation } from '../lib/use-translation.ts';

/** Brand mark: a gradient tile with a note. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sp-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7a4cf1" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#sp-logo-gradient)" />
      <path d="M12 22.5a3 3 0 1 1-2-2.83V10l11-2.5v11a3 3 0 1 1-2-2.83V11.6l-7 1.6z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <>
      <LogoMark />
      <span>{t('app_name')}</span>
    </>
  );
}

import { useTranslation } from '../lib/use-translation.ts';

/** Centered spinner for pages and route transitions; pure CSS so the first load stays small. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="sp-page-loader" role="status" aria-label={t('loading')}>
      <span className="sp-spinner" />
    </div>
  );
}

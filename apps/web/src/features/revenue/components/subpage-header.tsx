import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

/** The head of a page under Revenue: the way back, the title and what the page is for. */
export function SubpageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation();
  return <PageHeading back={{ to: '/revenue', label: `← ${t('rev_title')}`, testId: 'rev-back' }} title={title} subtitle={subtitle} mb="lg" />;
}

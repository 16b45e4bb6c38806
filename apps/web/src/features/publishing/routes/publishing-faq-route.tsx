import { PublishingFaqPage as FaqPage } from '../faq/faq-page.tsx';
import { inPublishingArea } from '../components/publishing-area.tsx';

/** The FAQ page behind the area's gate and permission checks. */
export const PublishingFaqPage = inPublishingArea(FaqPage);

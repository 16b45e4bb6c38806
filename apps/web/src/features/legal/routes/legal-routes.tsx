import { isLegalDocumentKind } from '@portal/domain/legal/documents';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

const Index = lazy(() => import('./legal-index-page.tsx').then((m) => ({ default: m.LegalIndexPage })));
const Document = lazy(() => import('./legal-document-page.tsx').then((m) => ({ default: m.LegalDocumentPage })));
const Review = lazy(() => import('./legal-review-page.tsx').then((m) => ({ default: m.LegalReviewPage })));

/** /legal, /legal/terms, /legal/privacy, /legal/cookies and /legal/review (decision 056). Public but for the review. */
export function LegalRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const page = rest === '' ? <Index /> : rest === 'review' ? <Review /> : isLegalDocumentKind(rest) ? <Document kind={rest} /> : <Navigate to="/legal" replace />;
  return <Suspense fallback={<PageLoader />}>{page}</Suspense>;
}

import { Route, Routes } from 'react-router';
import { ArticlePage } from './article-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { KnowledgeHomePage } from './knowledge-home-page.tsx';

/** The knowledge hub: /knowledge, /knowledge/faq and /knowledge/<slug>. */
export function KnowledgeRoutes() {
  return (
    <Routes>
      <Route index element={<KnowledgeHomePage />} />
      <Route path="faq" element={<FaqPage />} />
      <Route path=":slug" element={<ArticlePage />} />
    </Routes>
  );
}

import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/providers.tsx';
import { installErrorReporting } from './lib/error-reporter.ts';
import { currentLanguage, initI18n } from './lib/i18n.ts';
import { basicQuery, regionQuery } from './lib/queries.ts';
import { queryClient } from './lib/query-client.ts';
import { installSessionHandling } from './lib/session.ts';

installErrorReporting({ language: currentLanguage });
installSessionHandling(queryClient);
// Start the shell's first calls while the language catalog loads.
void queryClient.prefetchQuery(regionQuery);
void queryClient.prefetchQuery(basicQuery);

void initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

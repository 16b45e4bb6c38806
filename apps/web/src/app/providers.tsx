import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { createRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const router = createRouter();

/** The server writes a fresh nonce into each index.html; the style elements the UI library adds must carry it (CSP). */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
const getStyleNonce = () => styleNonce;
// Modals and drawers lock scrolling with react-remove-scroll, whose style element takes its nonce from this global
// (the `get-nonce` convention).
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = styleNonce;

export function App() {
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={dir} detectDirection>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} getStyleNonce={getStyleNonce}>
          <RouterProvider router={router} />
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}

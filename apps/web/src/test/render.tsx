import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a piece of the app inside the providers it needs, with a query cache the test may fill first. */
export function renderInApp(element: ReactElement, options: { seed?: (client: QueryClient) => void; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  options.seed?.(client);
  const inApp = (piece: ReactElement) => (
    <DirectionProvider>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{piece}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
  const view = render(inApp(element));
  return { ...view, client, rerender: (piece: ReactElement) => view.rerender(inApp(piece)) };
}

/** Makes the viewport a phone's (the app's breakpoint is 767 px) or a desktop's for the next render. */
export function setViewport(kind: 'phone' | 'desktop') {
  const phone = kind === 'phone';
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

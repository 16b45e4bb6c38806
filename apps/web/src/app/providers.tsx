import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { createRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const router = createRouter();

export function App() {
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={dir} detectDirection>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <RouterProvider router={router} />
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Center, Loader } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { CreationHomePage } from './routes/creation-home-page.tsx';

const page = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T): LazyExoticComponent<ComponentType> => lazy(() => load().then((m) => ({ default: m[name]! })));

/**
 * The creation tools under /creation/<tool>: one line per tool, each page loaded only when opened (decision 034).
 */
const tools: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: 'mastering', Page: page(() => import('./mastering/mastering-page.tsx'), 'MasteringPage') },
  { path: 'lyrics', Page: page(() => import('./lyrics/lyrics-page.tsx'), 'LyricsPage') },
  { path: 'remix', Page: page(() => import('./remix/remix-page.tsx'), 'RemixPage') },
  { path: 'mv-studio', Page: page(() => import('./mv-studio/mv-studio-page.tsx'), 'MvStudioPage') },
  { path: 'cover-art', Page: page(() => import('./cover-art/cover-art-page.tsx'), 'CoverArtPage') },
];

export function CreationRoutes() {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <Routes>
        <Route index element={<CreationHomePage />} />
        {tools.map(({ path, Page }) => (
          <Route key={path} path={`${path}/*`} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

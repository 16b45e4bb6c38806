import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useBodyClasses } from './body-classes.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { TopBanners, useTopBanners } from './top-banners.tsx';

const ShellExtras = lazy(() => import('./shell-extras.tsx').then((m) => ({ default: m.ShellExtras })));

export function RootLayout() {
  useBodyClasses();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const banners = useTopBanners();
  // A new page starts at the top (the browser restores positions itself on back and forward).
  useEffect(() => {
    if (navigation.state === 'idle') window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return (
    <>
      {navigation.state === 'loading' && <div className="sp-progress" role="progressbar" aria-busy="true" />}
      <Header />
      <Suspense fallback={null}>
        <ShellExtras slot="top" />
      </Suspense>
      <TopBanners banners={banners} />
      {/* Banners arriving after the page would push it down under the reader: the page is drawn once they are known. */}
      <main className="sp-main" style={banners === null ? { visibility: 'hidden' } : undefined}>
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ShellExtras slot="bottom" />
      </Suspense>
    </>
  );
}

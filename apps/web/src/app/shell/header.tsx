import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { ButtonLiteLink } from '../../components/button-lite.tsx';
import { Logo } from '../../components/logo.tsx';
import { useSession } from '../../lib/use-session.ts';
import { LanguagePicker } from './language-picker.tsx';
import { useIsMobile } from '../../hooks/use-is-mobile.ts';
import { UserButton } from './user-button.tsx';

const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const MobileQrButton = lazy(() => import('./mobile-qr-button.tsx').then((m) => ({ default: m.MobileQrButton })));
// The signed-in navigation is not part of the login page's first load.
const MainNav = lazy(() => import('./main-nav.tsx').then((m) => ({ default: m.MainNav })));
const NoticeBell = lazy(() => import('./notice-bell.tsx').then((m) => ({ default: m.NoticeBell })));
const GlobalSearch = lazy(() => import('./global-search.tsx').then((m) => ({ default: m.GlobalSearch })));

export function Header() {
  const { t } = useTranslation();
  const { user, basic, loading } = useSession();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const testMode = basic?.testMode ?? false;
  const [openUserMenuOnLoad, setOpenUserMenuOnLoad] = useState(false);

  return (
    <header className="sp-header" data-signed-in={user ? true : undefined}>
      <div className="sp-container sp-header-inner">
        <Link to="/" className="sp-logo" aria-label={t('nav_home')}>
          <Logo />
        </Link>
        {user && !user.needsProfile && !isMobile && (
          <Suspense fallback={null}>
            <MainNav user={user} testMode={testMode} />
          </Suspense>
        )}
        <div className="sp-header-actions">
          {user?.isSettled && (
            <Suspense fallback={null}>
              <MobileQrButton />
            </Suspense>
          )}
          {user && !user.needsProfile && user.permissions.Release?.includes('View') && (
            <Suspense fallback={null}>
              <GlobalSearch />
            </Suspense>
          )}
          {user && !user.needsProfile && (
            <Suspense fallback={null}>
              <NoticeBell />
            </Suspense>
          )}
          <LanguagePicker compact={isMobile} />
          {user ? (
            <Suspense fallback={<UserButton user={user} compact={isMobile} onClick={() => setOpenUserMenuOnLoad(true)} />}>
              <UserMenu user={user} testMode={testMode} compact={isMobile} defaultOpened={openUserMenuOnLoad} />
            </Suspense>
          ) : loading ? null : (
            <>
              {!pathname.startsWith('/login') && (
                <ButtonLiteLink to="/login" variant={pathname.startsWith('/sign-up') ? 'light' : 'subtle'} data-testid="header-login">
                  {t('login_action')}
                </ButtonLiteLink>
              )}
              {!pathname.startsWith('/sign-up') && (!isMobile || pathname.startsWith('/login')) && (
                <ButtonLiteLink to="/sign-up" data-testid="header-signup">
                  {t('signup_action')}
                </ButtonLiteLink>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}

import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useSession } from '../../lib/use-session.ts';
import { useBodyClasses } from './body-classes.ts';
import { ContactUsButton } from './contact-us-button.tsx';
import { Header } from './header.tsx';
import { TopBanners } from './top-banners.tsx';
import { UsComplianceNotice } from './us-compliance.tsx';

export function RootLayout() {
  useBodyClasses();
  const navigation = useNavigation();
  const { user } = useSession();
  return (
    <>
      {navigation.state === 'loading' && <div className="sp-progress" role="progressbar" aria-busy="true" />}
      <Header />
      <TopBanners enabled={Boolean(user && !user.needsProfile)} />
      <main className="sp-main">
        <Outlet />
      </main>
      <ContactUsButton />
      <UsComplianceNotice />
      <ScrollRestoration />
    </>
  );
}

import { Menu, UnstyledButton } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { useSession } from '../../lib/use-session.ts';
import { navItems, useNavGates } from './nav-items.tsx';

type SessionUser = NonNullable<ReturnType<typeof useSession>['user']>;

/** Links shown in the bar; the rest go under "More" so the bar fits a laptop screen in every language. */
const SHOWN_IN_BAR = 5;

/** The signed-in user's main navigation: the areas their permissions open. */
export function MainNav({ user, testMode }: { user: SessionUser; testMode: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = navItems(user, testMode, useNavGates());
  // One more link would take the place of the "More" button: show it instead.
  const shown = items.length <= SHOWN_IN_BAR + 1 ? items : items.slice(0, SHOWN_IN_BAR);
  const more = items.slice(shown.length);
  const inMore = more.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return (
    <nav className="sp-nav" aria-label={t('nav_main')}>
      {shown.map((item) => (
        <NavLink key={item.to} to={item.to} className="sp-nav-link" data-testid={`nav-${item.area}`}>
          {t(item.label)}
        </NavLink>
      ))}
      {more.length > 0 && (
        <Menu position="bottom-start" shadow="md" withinPortal>
          <Menu.Target>
            <UnstyledButton className="sp-nav-link" aria-current={inMore ? 'page' : undefined} data-testid="nav-more">
              {t('nav_more')} ▾
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((item) => (
              <Menu.Item key={item.to} component={NavLink} to={item.to} data-testid={`nav-${item.area}`}>
                {t(item.label)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </nav>
  );
}

import * as adminRoutes from '@portal/contract/heads/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import en from '../../../../../../packages/i18n/locales/en.json';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { ROOMS, roomForAnchor } from '../console-rooms.ts';
import { decisionQueue } from '../decision-queue.ts';
import { AdminRoutes } from './admin-routes.tsx';

const counts = {
  releaseReviews: 3,
  identityReviews: 1,
  artistClaims: 2,
  failedDeliveries: 4,
  waitingWithdrawals: 0,
  failedImports: 1,
  suspenseLines: 12,
  publishingRegistrations: 0,
  promotionApplications: 2,
  oacMerges: 1,
  openSupport: 5,
  healthProblems: 1,
};

function Where() {
  const { pathname, hash } = useLocation();
  return <output data-testid="where">{pathname + hash}</output>;
}

function renderConsole(route: string) {
  const server = serveApi((call) => (isCallTo(call, adminRoutes.consoleCounts) ? ok(adminRoutes.consoleCounts, counts) : { status: 404 }));
  renderInApp(
    <>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
  return server;
}

afterEach(() => setViewport('desktop'));

/** A room's panels load with it, lazily: more time than a query's answer. */
const LOADED = { timeout: 20_000 };

describe('the operator console’s rooms', () => {
  it('lists every room in the side navigation with what waits there, and marks the room the operator is in', async () => {
    renderConsole('/admin/reviews');
    const nav = await screen.findByRole('navigation', { name: en.console_nav_label });
    await within(nav).findByTestId('console-count-reviews');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      expect.arrayContaining([
        en.console_room_overview,
        `${en.console_room_reviews}3`,
        `${en.console_room_identity}3`,
        `${en.admin_deliveries_title}4`,
        en.console_room_money,
        `${en.console_room_promotion}3`,
      ]),
    );
    expect(within(nav).getByTestId('console-count-support').textContent).toBe('5');
    expect(within(nav).getByTestId('console-count-health').textContent).toBe('1');
    // Nothing waits in Money, Gates or the outbox: no badge.
    expect(within(nav).queryByTestId('console-count-money')).toBeNull();
    expect(within(nav).queryByTestId('console-count-gates')).toBeNull();

    expect(within(nav).getByTestId('console-nav-reviews').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByTestId('console-nav-money').getAttribute('aria-current')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: en.console_room_reviews }, LOADED)).toBeTruthy();
  }, 30_000);

  it('moves between rooms by the navigation, each at its own address', async () => {
    const user = userEvent.setup();
    renderConsole('/admin');
    await screen.findByTestId('console-card-count-reviews', {}, LOADED);
    expect(screen.getByTestId('console-card-count-reviews').textContent).toBe('3');
    expect(screen.getByTestId('console-card-suspense').textContent).toBe(en.console_suspense_lines.replace('{{lines}}', '12'));

    await user.click(screen.getByTestId('console-nav-money'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/money'), LOADED);
    expect(await screen.findByRole('heading', { level: 1, name: en.console_room_money }, LOADED)).toBeTruthy();
    expect(screen.getByTestId('console-nav-money').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 2, name: en.admin_money_tab_advances })).toBeTruthy();
  }, 30_000);

  it('sends a link of the one-page console to the room that has its section now', async () => {
    renderConsole('/admin?lang=en#advances');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/money#advances'));
    expect(await screen.findByRole('heading', { level: 2, name: en.admin_money_tab_advances }, LOADED)).toBeTruthy();
    for (const anchor of ['releases', 'artist-claims', 'sales-imports', 'monetization', 'client-errors', 'outbox', 'store-rules']) expect(roomForAnchor(`#${anchor}`)).toMatch(/^\/admin\/\w+#/);
    expect(roomForAnchor('#nowhere')).toBeNull();
  }, 30_000);

  it('leads an unknown room back to the overview', async () => {
    renderConsole('/admin/nowhere');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin'));
    expect(await screen.findByTestId('console-room-overview', {}, LOADED)).toBeTruthy();
  }, 30_000);

  it('on a phone offers the rooms in a select at the top, with their counts', async () => {
    setViewport('phone');
    const user = userEvent.setup();
    renderConsole('/admin/support');
    const select = (await screen.findByTestId('console-room-select')) as HTMLSelectElement;
    expect(screen.queryByRole('navigation', { name: en.console_nav_label })).toBeNull();
    expect(select.value).toBe('/admin/support');
    await waitFor(() => expect([...select.options].map((option) => option.textContent)).toContain(`${en.console_room_support} (5)`));
    await user.selectOptions(select, '/admin/identity');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/identity'), LOADED);
  }, 30_000);

  it('sends a decision still in its undo window when the operator leaves the console, or reaches for the header', async () => {
    const server = serveApi((call) => (isCallTo(call, adminRoutes.consoleCounts) ? ok(adminRoutes.consoleCounts, counts) : { status: 404 }));
    const view = renderInApp(
      <>
        <header className="sp-header">
          <button type="button" aria-label="menu" />
        </header>
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Routes>
      </>,
      { route: '/admin/outbox' },
    );
    await screen.findByTestId('console-nav');
    const sent: boolean[] = [];
    const decide = () =>
      decisionQueue.submit({ key: 'release:1', item: 'Maré Alta', statusKey: 'release_status_Approved', undoable: true, send: ({ keepalive }) => Promise.resolve(sent.push(keepalive)) });
    decide();
    await userEvent.setup().click(screen.getByRole('button', { name: 'menu' }));
    await waitFor(() => expect(sent).toEqual([false]));

    decide();
    view.unmount();
    await waitFor(() => expect(sent).toEqual([false, false]));
    expect(server.callsTo(adminRoutes.consoleCounts).length).toBeGreaterThan(0);
    for (const decision of decisionQueue.snapshot()) decisionQueue.dismiss(decision.id);
  });

  it('names every room and its hint in the catalog', () => {
    for (const room of ROOMS) {
      expect(en).toHaveProperty(room.labelKey);
      if (room.id !== 'overview') expect(en).toHaveProperty(`console_room_${room.id}_hint`);
    }
  });
});

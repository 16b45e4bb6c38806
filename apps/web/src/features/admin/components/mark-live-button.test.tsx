import * as deliveryRoutes from '@portal/contract/heads/deliveries';
import * as releaseRoutes from '@portal/contract/heads/releases';
import { ReleaseStatus } from '@portal/domain/enums';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { isCallTo, ok, refused, serveApi, type Reply } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { AdminDelivery, DeliveryDetail } from '../deliveries-api.ts';
import { DeliveryDrawer } from './delivery-drawer.tsx';

const delivery = (state: string): AdminDelivery => ({
  releaseId: 41,
  title: 'Maré Alta',
  upc: '0123456789012',
  accountId: 7,
  accountName: 'Luna',
  platformId: 1026,
  platformName: 'Spotify',
  state,
  reasonCode: null,
  reason: null,
  detail: null,
  next: null,
  attempts: 1,
  lastMessageId: 'SP-41-1',
  lastMessageKind: 'NewReleaseMessage',
  storeReleaseId: null,
  held: false,
  updatedAt: '2026-11-30T10:00:00.000Z',
});
const detail = (state: string): DeliveryDetail => ({ delivery: delivery(state), events: [], messages: [] });
const target = { releaseId: 41, platformId: 1026 };

/** The store's state the fake server holds: a marked delivery reads as live afterwards. */
function serveDelivery(start: string, marking: Reply = ok(releaseRoutes.markReleaseLive, { albumId: 41, status: ReleaseStatus.Live })) {
  let state = start;
  return serveApi((call) => {
    if (isCallTo(call, releaseRoutes.markReleaseLive)) {
      if ('data' in marking) state = 'live';
      return marking;
    }
    if (isCallTo(call, deliveryRoutes.deliveryDetail)) return ok(deliveryRoutes.deliveryDetail, detail(state));
    return refused('error_not_found', 404);
  });
}

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('marking a delivered release live from the delivery detail', () => {
  it('asks first, records it for that release and store, says what happened and shows the store live', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveDelivery('delivered');
    renderInApp(<DeliveryDrawer target={target} onClose={() => {}} />);
    await user.click(await screen.findByTestId('delivery-mark-live-open'));
    expect(screen.getByText(en.admin_live_confirm.replace('{{store}}', 'Spotify').replace('{{title}}', 'Maré Alta'))).toBeTruthy();
    expect(callsTo(releaseRoutes.markReleaseLive)).toHaveLength(0);

    await user.click(screen.getByTestId('delivery-mark-live-confirm'));
    expect((await screen.findByTestId('delivery-mark-live-result')).textContent).toBe(`Recorded: “Maré Alta” is live on Spotify. ${en.admin_live_release_live}`);
    expect(callsTo(releaseRoutes.markReleaseLive).map((call) => call.body)).toEqual([{ albumId: 41, platformId: 1026 }]);
    await waitFor(() => expect(screen.getByTestId('delivery-detail').getAttribute('data-state')).toBe('live'));
    expect(screen.queryByTestId('delivery-mark-live-open')).toBeNull();
  });

  it('sends nothing when the operator cancels, and says only the store is live while other stores wait', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveDelivery('acknowledged', ok(releaseRoutes.markReleaseLive, { albumId: 41, status: ReleaseStatus.Delivered }));
    renderInApp(<DeliveryDrawer target={target} onClose={() => {}} />);
    await user.click(await screen.findByTestId('delivery-mark-live-open'));
    await user.click(screen.getByRole('button', { name: en.action_cancel }));
    expect(callsTo(releaseRoutes.markReleaseLive)).toHaveLength(0);

    await user.click(screen.getByTestId('delivery-mark-live-open'));
    await user.click(screen.getByTestId('delivery-mark-live-confirm'));
    expect((await screen.findByTestId('delivery-mark-live-result')).textContent).toBe('Recorded: “Maré Alta” is live on Spotify.');
  });

  it('offers nothing for a delivery the store does not hold, and shows a refusal in the reader’s words', async () => {
    const first = serveDelivery('failed');
    const view = renderInApp(<DeliveryDrawer target={target} onClose={() => {}} />);
    await screen.findByTestId('delivery-detail');
    expect(screen.queryByTestId('delivery-mark-live')).toBeNull();
    expect(first.callsTo(releaseRoutes.markReleaseLive)).toHaveLength(0);
    view.unmount();

    const user = userEvent.setup();
    serveDelivery('delivered', refused('release_not_delivered_there', 409));
    renderInApp(<DeliveryDrawer target={target} onClose={() => {}} />);
    await user.click(await screen.findByTestId('delivery-mark-live-open'));
    await user.click(screen.getByTestId('delivery-mark-live-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe(en.release_not_delivered_there);
    expect(screen.queryByTestId('delivery-mark-live-result')).toBeNull();
  });

  it('works on a phone in Arabic', async () => {
    const user = userEvent.setup();
    setViewport('phone');
    activateLanguage('ar');
    const { callsTo } = serveDelivery('delivered');
    renderInApp(<DeliveryDrawer target={target} onClose={() => {}} />);
    const open = await screen.findByTestId('delivery-mark-live-open');
    expect(open.textContent).toBe(ar.admin_live_action);
    await user.click(open);
    await user.click(screen.getByTestId('delivery-mark-live-confirm'));
    await waitFor(() => expect(callsTo(releaseRoutes.markReleaseLive)).toHaveLength(1));
    expect((await screen.findByTestId('delivery-mark-live-result')).textContent).toContain(ar.admin_live_done.replace('{{title}}', 'Maré Alta').replace('{{store}}', 'Spotify'));
  });
});

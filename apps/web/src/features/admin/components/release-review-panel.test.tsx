import * as routes from '@portal/contract/heads/releases';
import { Explicitness } from '@portal/domain/release/model';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { AnswerOf } from '../../../lib/api-client.ts';
import { type ApiCall, isCallTo, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { decisionQueue } from '../decision-queue.ts';
import { DecisionNotices } from './decision-notices.tsx';
import { ReleaseReviewPanel } from './release-review-panel.tsx';

type Queue = AnswerOf<typeof routes.releaseReviewQueue>;
type Case = AnswerOf<typeof routes.releaseReviewCase>;

const entry = (fields: Partial<Queue['releases'][number]> & Pick<Queue['releases'][number], 'albumId' | 'title'>): Queue['releases'][number] => ({
  kind: 'SINGLE',
  status: 2,
  isDraft: false,
  upc: null,
  coverUrl: null,
  artists: ['Luna Lins'],
  releaseTime: null,
  songCount: 1,
  updatedAt: '2025-04-01T10:00:00.000Z',
  accountName: 'Luna Lins',
  accountEmail: 'luna@example.com',
  submittedAt: '2025-04-01T10:00:00.000Z',
  ...fields,
});
const queue: Queue = {
  total: 2,
  releases: [
    entry({ albumId: 11, title: 'Maré Alta' }),
    entry({ albumId: 12, title: 'Noites', kind: 'ALBUM', artists: ['Duo Sol', 'Rita'], songCount: 9, accountName: 'Sol Records', accountEmail: null }),
  ],
};

const reviewCase: Case = {
  release: {
    albumId: 11,
    kind: 'SINGLE',
    status: 2,
    isDraft: false,
    title: 'Maré Alta',
    upc: '0602445123456',
    coverUrl: null,
    album: {
      title: 'Maré Alta',
      version: 'Live',
      recordLabel: 'Lins Music',
      mainGenre: 'pop',
      subGenre: 'pop.synth-pop',
      stores: { '1026': true, '1036': true, '1032': false },
      uniMainArtistObjects: [{ name: 'Luna Lins' }],
    },
    tracks: [
      {
        songId: 91,
        title: 'Maré Alta',
        isrc: 'QZABC2500001',
        explicitness: Explicitness.YES,
        uniMainArtistObjects: [{ name: 'Luna Lins' }],
        uniFeaturedArtistObjects: [{ name: 'Rita' }],
        durationMs: 201_000,
        audioUrl: null,
        clipUrl: null,
      },
    ],
    reviewReasons: [],
    revision: 3,
    createdAt: '2025-03-28T10:00:00.000Z',
    updatedAt: '2025-04-01T10:00:00.000Z',
    submittedAt: '2025-04-01T10:00:00.000Z',
  },
  account: { userId: 1201, nickname: 'Luna Lins', email: 'luna@example.com', region: 'BR' },
  findings: [{ field: 'album.releaseTime', message: 'The release date must be at least 2 days ahead.' }],
};

const decided = (call: ApiCall): Reply => ok(routes.decideRelease, { albumId: (call.body as { albumId: number }).albumId, status: 3 });

/** The queue and the case of album 11 as the server has them, and what a decision answers. */
const reviewServer =
  (decide: (call: ApiCall) => Reply = decided) =>
  (call: ApiCall): Reply => {
    if (isCallTo(call, routes.releaseReviewCase)) return ok(routes.releaseReviewCase, reviewCase);
    if (isCallTo(call, routes.decideRelease)) return decide(call);
    return ok(routes.releaseReviewQueue, queue);
  };

async function openCase() {
  const user = userEvent.setup();
  renderInApp(
    <>
      <ReleaseReviewPanel />
      <DecisionNotices />
    </>,
  );
  await user.click(within(await screen.findByTestId('admin-release-row-11')).getByTestId('admin-release-open'));
  const dialog = await screen.findByRole('dialog', { name: 'Maré Alta' });
  await within(dialog).findByTestId('admin-release-account');
  return { user, dialog };
}

afterEach(async () => {
  setViewport('desktop');
  // The console's queue outlives a page: what a test left in it is sent, and its notices go.
  await act(async () => {
    await decisionQueue.flush();
    for (const decision of decisionQueue.snapshot()) decisionQueue.dismiss(decision.id);
  });
});

describe('the release review panel', () => {
  it('lists the releases waiting for review with their artists, kind, account and songs', async () => {
    const { callsTo } = serveApi(reviewServer());
    renderInApp(<ReleaseReviewPanel />);
    const single = await screen.findByTestId('admin-release-row-11');
    expect(callsTo(routes.releaseReviewQueue)[0]!.query).toEqual({ offset: '0', count: '20' });
    expect(within(single).getByText('Maré Alta')).toBeTruthy();
    expect(within(single).getByText(`Luna Lins · ${en.rf_kind_single}`)).toBeTruthy();
    expect(within(single).getByText('luna@example.com')).toBeTruthy();
    const album = screen.getByTestId('admin-release-row-12');
    expect(within(album).getByText(`Duo Sol, Rita · ${en.rf_kind_album}`)).toBeTruthy();
    expect(within(album).getByText('Sol Records')).toBeTruthy();
    expect(within(album).getByText('9')).toBeTruthy();
  });

  it('says when nothing waits for review, and shows why the queue could not be read', async () => {
    serveApi(() => ok(routes.releaseReviewQueue, { total: 0, releases: [] }));
    const first = renderInApp(<ReleaseReviewPanel />);
    expect(await screen.findByText(en.admin_release_empty)).toBeTruthy();
    first.unmount();

    serveApi(() => refused('error_forbidden', 403));
    renderInApp(<ReleaseReviewPanel />);
    expect((await within(screen.getByTestId('admin-release-queue')).findByRole('alert')).textContent).toBe(en.error_forbidden);
  });

  it('opens a release with what the operator checks: its facts, stores, account, the rules’ findings and its tracks', async () => {
    const { callsTo } = serveApi(reviewServer());
    const { dialog } = await openCase();
    expect(callsTo(routes.releaseReviewCase)[0]!.query).toEqual({ albumId: '11' });
    expect(within(dialog).getByText('0602445123456')).toBeTruthy();
    expect(within(dialog).getByText('Pop / Synth-Pop')).toBeTruthy();
    expect(within(dialog).getByText('Lins Music')).toBeTruthy();
    expect(within(dialog).getByText('Spotify, Apple Music')).toBeTruthy();
    expect(within(dialog).getByTestId('admin-release-account').textContent).toBe('Luna Linsluna@example.com · Brazil · #1201');
    const findings = within(dialog).getByTestId('admin-release-findings');
    expect(findings.textContent).toContain(en.admin_release_findings.replace('{{findings}}', '1'));
    expect(findings.textContent).toContain('album.releaseTime: The release date must be at least 2 days ahead.');
    const track = within(dialog).getByTestId('track-preview');
    expect(within(track).getByText('Luna Lins (feat. Rita)')).toBeTruthy();
    expect(within(track).getByText(`${en.release_detail_isrc} QZABC2500001`)).toBeTruthy();
    expect(within(track).getByText(en.release_detail_explicit)).toBeTruthy();
  });

  it('asks before approving, naming the release, then sends the approval once the undo window closes and says it is done', async () => {
    const { callsTo } = serveApi(reviewServer());
    const { user, dialog } = await openCase();
    await user.click(within(dialog).getByTestId('admin-release-approve'));
    expect(within(dialog).getByTestId('console-confirm-question').textContent).toBe(`${en.admin_release_approve}: Maré Alta — Luna Lins?`);
    await user.click(within(dialog).getByTestId('console-confirm-yes'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Waiting: nothing sent yet, the row out of the queue, a notice with Undo.
    const notice = screen.getByTestId('console-notice');
    expect(notice.dataset.state).toBe('waiting');
    expect(within(notice).getByText(`${en.release_status_Approved}: Maré Alta — Luna Lins`)).toBeTruthy();
    expect(within(notice).getByTestId('console-notice-undo')).toBeTruthy();
    expect(screen.queryByTestId('admin-release-row-11')).toBeNull();
    expect(callsTo(routes.decideRelease)).toHaveLength(0);

    await act(() => decisionQueue.flush());
    expect(callsTo(routes.decideRelease)[0]!.body).toEqual({ albumId: 11, decision: 'approve', reasons: [] });
    expect(callsTo(routes.releaseReviewQueue).length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByTestId('console-notice').dataset.state).toBe('done'));
    expect(screen.getByText(en.console_decision_done)).toBeTruthy();
  });

  it('takes an approval back with Undo: nothing is sent and the release is in the queue again', async () => {
    const { callsTo } = serveApi(reviewServer());
    const { user, dialog } = await openCase();
    await user.click(within(dialog).getByTestId('admin-release-approve'));
    await user.click(within(dialog).getByTestId('console-confirm-yes'));
    expect(screen.queryByTestId('admin-release-row-11')).toBeNull();
    await user.click(screen.getByTestId('console-notice-undo'));
    expect(screen.getByTestId('console-notice').dataset.state).toBe('undone');
    expect(screen.getByText(en.console_decision_undone)).toBeTruthy();
    expect(await screen.findByTestId('admin-release-row-11')).toBeTruthy();
    await act(() => decisionQueue.flush());
    expect(callsTo(routes.decideRelease)).toHaveLength(0);
  });

  it('goes back from the question to the case with nothing decided', async () => {
    const { callsTo } = serveApi(reviewServer());
    const { user, dialog } = await openCase();
    await user.click(within(dialog).getByTestId('admin-release-approve'));
    await user.click(within(dialog).getByTestId('console-confirm-back'));
    expect(within(dialog).getByTestId('admin-release-account')).toBeTruthy();
    expect(screen.queryByTestId('console-notice')).toBeNull();
    expect(callsTo(routes.decideRelease)).toHaveLength(0);
  });

  it('rejects only with a reason, sending the ticked and the written ones in the operator’s words', async () => {
    const { callsTo } = serveApi(reviewServer());
    const { user, dialog } = await openCase();
    await user.click(within(dialog).getByTestId('admin-release-reject'));
    expect(within(dialog).getByText(en.admin_release_reason_required)).toBeTruthy();
    expect(callsTo(routes.decideRelease)).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(en.admin_release_reason_cover));
    expect(within(dialog).queryByText(en.admin_release_reason_required)).toBeNull();
    await user.click(within(dialog).getByTestId('admin-release-reason'));
    await user.paste('Wrong title\n\n  Wrong title');
    await user.click(within(dialog).getByTestId('admin-release-reject'));
    // The question repeats the reasons the account will read.
    expect(within(dialog).getByTestId('console-confirm-question').textContent).toBe(`${en.admin_release_reject}: Maré Alta — Luna Lins?`);
    expect(within(dialog).getByTestId('admin-release-confirm-reasons').textContent).toBe(`${en.admin_release_reason_cover}Wrong title`);
    await user.click(within(dialog).getByTestId('console-confirm-yes'));

    await act(() => decisionQueue.flush());
    expect(callsTo(routes.decideRelease)[0]!.body).toEqual({ albumId: 11, decision: 'reject', reasons: [en.admin_release_reason_cover, 'Wrong title'] });
    await waitFor(() => expect(screen.getByText(`${en.release_status_NotApproved}: Maré Alta — Luna Lins`)).toBeTruthy());
  });

  it('says why a decision was refused, and the release is back in the queue', async () => {
    serveApi(reviewServer(() => refused('release_not_found', 404)));
    const { user, dialog } = await openCase();
    await user.click(within(dialog).getByTestId('admin-release-approve'));
    await user.click(within(dialog).getByTestId('console-confirm-yes'));
    await act(() => decisionQueue.flush());
    const notice = await screen.findByRole('alert');
    expect(notice.dataset.state).toBe('failed');
    expect(within(notice).getByText(en.console_decision_failed.replace('{{reason}}', en.release_not_found))).toBeTruthy();
    expect(await screen.findByTestId('admin-release-row-11')).toBeTruthy();
  });

  it('on a phone shows each release as a card that opens its case', async () => {
    setViewport('phone');
    serveApi(reviewServer());
    const { dialog } = await openCase();
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByTestId('admin-release-row-12');
    expect(within(card).getByText(/^Sol Records · /)).toBeTruthy();
    expect(within(dialog).getByTestId('admin-release-approve')).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteDraft, deleteRelease } from '@portal/contract/heads/releases';
import { ReleaseStatus } from '@portal/domain/enums';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { type ApiCall, ok, type Reply, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { RemoveReleaseButton } from './remove-release-button.tsx';

let sent: ApiCall[] = [];
/** What the server answers to DELETE /release: the removal's outcome, or a refusal (status, errorCode, messageKey). */
let answer: Reply = ok(deleteRelease, { albumId: 8, status: ReleaseStatus.Init, deleted: true });

beforeEach(() => {
  sent = serveApi(() => answer).calls;
});

const dialog = () => screen.getByRole('dialog', { hidden: true });

describe('removing a release', () => {
  it('asks before deleting a release no store was promised, deletes it with DELETE /release and reports it gone', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    answer = ok(deleteRelease, { albumId: 8, status: ReleaseStatus.Init, deleted: true });
    renderInApp(<RemoveReleaseButton albumId={8} title="Maré Alta" kind="delete" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: en.release_delete_action }));
    expect(dialog().textContent).toContain(en.release_delete_title);
    expect(dialog().textContent).toContain(en.release_delete_confirm.replace('{{title}}', 'Maré Alta'));
    expect(sent).toEqual([]);

    await user.click(screen.getByTestId('release-remove-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'DELETE', csrf: 'csrf-token' });
    expect(sent[0]?.path).toBe('/release');
    expect(sent[0]?.query.albumID).toBe('8');
  });

  it('deletes a draft as a draft (DELETE /draft-release), which the server refuses once it was submitted', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    answer = ok(deleteDraft, { ok: true });
    const view = renderInApp(<RemoveReleaseButton albumId={8} title="Maré Alta" kind="delete" isDraft onDone={onDone} />);
    await user.click(screen.getByTestId('release-delete'));
    await user.click(screen.getByTestId('release-remove-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: '/draft-release', query: { albumId: '8' }, csrf: 'csrf-token' });
    view.unmount();

    const stale = vi.fn();
    answer = { status: 409, messageKey: 'release_not_a_draft' };
    renderInApp(<RemoveReleaseButton albumId={8} title="Maré Alta" kind="delete" isDraft onDone={stale} />);
    await user.click(screen.getByTestId('release-delete'));
    await user.click(screen.getByTestId('release-remove-confirm'));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(en.release_not_a_draft);
    expect(stale).not.toHaveBeenCalled();
    expect(sent.filter((call) => call.path === '/release')).toEqual([]);
  });

  it('takes a live release down after asking, and says the release is on its way out rather than gone', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    answer = ok(deleteRelease, { albumId: 7, status: ReleaseStatus.Takedown, deleted: false });
    renderInApp(<RemoveReleaseButton albumId={7} title="Maré Alta" kind="takedown" onDone={onDone} />);
    await user.click(screen.getByTestId('release-takedown'));
    expect(dialog().textContent).toContain(en.release_takedown_title);
    expect(dialog().textContent).toContain(en.release_takedown_confirm.replace('{{title}}', 'Maré Alta'));
    await user.click(screen.getByTestId('release-remove-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(sent[0]?.query.albumID).toBe('7');
  });

  it('shows the server’s refusal in the dialog and leaves the release as it was', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    answer = { status: 403, errorCode: 10403, messageKey: 'error_forbidden' };
    renderInApp(<RemoveReleaseButton albumId={7} title="Maré Alta" kind="takedown" onDone={onDone} />);
    await user.click(screen.getByTestId('release-takedown'));
    await user.click(screen.getByTestId('release-remove-confirm'));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(en.error_forbidden);
    expect(dialog()).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends nothing when the person thinks better of it', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderInApp(<RemoveReleaseButton albumId={8} title="Maré Alta" kind="delete" onDone={onDone} />);
    await user.click(screen.getByTestId('release-delete'));
    await user.click(screen.getByRole('button', { name: en.action_cancel, hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});

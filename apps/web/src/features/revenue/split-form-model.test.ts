import { describe, expect, it } from 'vitest';
import { copySongDraft, createBody, createIssues, emptySongDraft, formatBp, newRow, ownerKeepsBp, serverFieldErrors, songErrors, type SongDraft } from './split-form-model.ts';

const draft = (rows: [string, string][], recoup?: [string, string]): SongDraft => ({
  rows: rows.map(([email, share]) => newRow(email, share)),
  recoup: !!recoup,
  recoupEmail: recoup?.[0] ?? '',
  recoupAmount: recoup?.[1] ?? '',
});

describe('split form model', () => {
  it('shows what the owner keeps, counting only readable shares', () => {
    expect(formatBp(ownerKeepsBp([{ share: '30' }, { share: '25,00' }]))).toBe('45.00');
    expect(formatBp(ownerKeepsBp([{ share: '33.33' }, { share: 'abc' }, { share: '' }]))).toBe('66.67');
    expect(formatBp(ownerKeepsBp([{ share: '80' }, { share: '22.5' }]))).toBe('-2.50');
    expect(formatBp(ownerKeepsBp([]))).toBe('100.00');
  });

  it('builds the create body with trimmed e-mails, normalised shares and the recoup only when asked', () => {
    const body = createBody(7, '2026-05', [
      { songId: 11, draft: draft([[' a@example.com ', ' 25,5 ']], ['a@example.com', '12,50']) },
      { songId: 12, draft: { ...draft([['b@example.com', '10']]), recoupEmail: 'ignored', recoupAmount: '1' } },
    ]);
    expect(body).toEqual({
      albumId: 7,
      effectiveFrom: '2026-05',
      songs: [
        { songId: 11, collaborators: [{ email: 'a@example.com', share: '25.5' }], recoup: { email: 'a@example.com', amount: '12.50' } },
        { songId: 12, collaborators: [{ email: 'b@example.com', share: '10' }] },
      ],
    });
  });

  it('finds the same problems as the server, under the server’s field paths', () => {
    const body = createBody(7, '2026-13', [
      {
        songId: 11,
        draft: draft(
          [
            ['a@example.com', '80'],
            ['A@example.com', '30'],
            ['me@example.com', '1'],
            ['nope', '0'],
          ],
          ['x@example.com', '1.001'],
        ),
      },
      { songId: 12, draft: draft([]) },
    ]);
    expect(createIssues(body, 'ME@example.com')).toEqual({
      effectiveFrom: 'rev_month_invalid',
      'songs.0.collaborators.1.email': 'split_email_duplicate',
      'songs.0.collaborators.2.email': 'split_email_self',
      'songs.0.collaborators.3.email': 'split_email_invalid',
      'songs.0.collaborators.3.share': 'split_share_invalid',
      'songs.0.collaborators': 'split_total_exceeded',
      'songs.0.recoup.email': 'split_recoup_collaborator',
      'songs.0.recoup.amount': 'split_recoup_amount_invalid',
      'songs.1.collaborators': 'split_collaborators_required',
    });
    expect(createIssues(createBody(7, '2026-05', []), null)).toEqual({ songs: 'split_ui_no_songs' });
    expect(createIssues(createBody(7, '2026-05', [{ songId: 1, draft: draft([['a@example.com', '100']]) }]), null)).toEqual({});
  });

  it('reads the server’s field errors and picks out one song’s', () => {
    const errors = serverFieldErrors([
      { field: 'body.songs.0.collaborators.1.share', messageKey: 'split_share_invalid' },
      { field: 'body.songs.10.collaborators', messageKey: 'split_total_exceeded' },
      { field: 'body.songs.1.songId', messageKey: 'split_song_not_in_album' },
      { field: 'body.effectiveFrom', messageKey: 'rev_month_invalid' },
    ]);
    expect(songErrors(errors, 1)).toEqual({ songId: 'split_song_not_in_album' });
    expect(songErrors(errors, 0)).toEqual({ 'collaborators.1.share': 'split_share_invalid' });
    expect(songErrors(errors, 10)).toEqual({ collaborators: 'split_total_exceeded' });
    expect(errors.effectiveFrom).toBe('rev_month_invalid');
  });

  it('copies a song’s collaborators with new row keys', () => {
    const first = draft([['a@example.com', '10']]);
    const copy = copySongDraft(first);
    expect(copy.rows.map((row) => [row.email, row.share])).toEqual([['a@example.com', '10']]);
    expect(copy.rows[0]!.key).not.toBe(first.rows[0]!.key);
    expect(emptySongDraft().rows).toHaveLength(1);
  });
});

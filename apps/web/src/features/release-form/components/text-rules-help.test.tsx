import * as systemRoutes from '@portal/contract/heads/system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { TextRulesHelp } from './text-rules-help.tsx';

const constants = {
  genres: [],
  languages: [],
  disabledTitleKeywords: ['official video', 'free download'],
  disabledVersionKeywords: ['original mix'],
  dirtyWords: ['hidden'],
  blockedArtistNameKeywords: [
    { keyword: 'Various Artists', store: 'all' },
    { keyword: 'Unknown', store: 'spotify' },
  ],
};

describe('the release form’s list of words stores do not accept', () => {
  it('reads the server’s constants only when asked, and lists title, version and artist-name words', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) => (isCallTo(call, systemRoutes.systemConstants) ? ok(systemRoutes.systemConstants, constants) : refused('error_not_found', 404)));
    renderInApp(<TextRulesHelp />);
    expect(callsTo(systemRoutes.systemConstants)).toHaveLength(0);
    await user.click(screen.getByTestId('rf-words-open'));
    const titles = await screen.findByTestId('rf-words-titles');
    expect(within(titles).getByText(en.rf_words_in_titles)).toBeTruthy();
    expect(within(titles).getByText('official video')).toBeTruthy();
    expect(within(screen.getByTestId('rf-words-versions')).getByText('original mix')).toBeTruthy();
    const artists = screen.getByTestId('rf-words-artists');
    expect(within(artists).getByText('Various Artists')).toBeTruthy();
    expect(within(artists).getByText('Unknown (spotify)')).toBeTruthy();
    // The words that mark lyrics explicit are not listed.
    expect(screen.queryByText('hidden')).toBeNull();
    expect(callsTo(systemRoutes.systemConstants)).toHaveLength(1);
  });

  it('says why the list could not be read', async () => {
    const user = userEvent.setup();
    serveApi(() => refused('error_system_common', 500));
    renderInApp(<TextRulesHelp />);
    await user.click(screen.getByTestId('rf-words-open'));
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_system_common);
  });
});

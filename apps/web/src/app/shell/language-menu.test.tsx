import * as userRoutes from '@portal/contract/heads/user';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ar from '../../../../../packages/i18n/locales/ar.json';
import { DataTable } from '../../components/data-table.tsx';
import { switchLanguage } from '../../lib/i18n.ts';
import { userQuery } from '../../lib/queries.ts';
import { readStorage, StorageKey } from '../../lib/storage.ts';
import { type ApiCall, ok, serveApi } from '../../test/fake-api.ts';
import { aUser } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { LanguageMenu } from './language-menu.tsx';

let sent: ApiCall[] = [];

beforeEach(() => {
  sent = serveApi((call) => ok(userRoutes.updateUser, { user: aUser({ language: (call.body as { language: 'fr' }).language }) })).calls;
});
afterEach(() => switchLanguage('en'));

describe('the language menu', () => {
  it('switches the page to Arabic: the texts, <html lang> and right-to-left <html dir>, and the choice kept in this browser', async () => {
    const user = userEvent.setup();
    renderInApp(
      <>
        <LanguageMenu defaultOpened />
        <DataTable columns={[{ key: 'name', header: 'Name', cell: (row: { name: string }) => row.name, sortValue: (row) => row.name }]} rows={[{ name: 'Luna' }]} rowKey={(row) => row.name} />
      </>,
    );
    await user.click(screen.getByTestId('language-option-ar'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(readStorage(StorageKey.language)).toBe('ar');
    expect(screen.getByTestId('sort-name').getAttribute('aria-label')).toBe(ar.table_sort_by.replace('{{column}}', 'Name'));
    // Nobody is signed in: the choice stays in this browser.
    expect(sent).toEqual([]);
  });

  it('stores the choice on the account when someone is signed in', async () => {
    const user = userEvent.setup();
    renderInApp(<LanguageMenu defaultOpened />, { seed: (client) => client.setQueryData(userQuery.queryKey, aUser()) });
    await user.click(screen.getByTestId('language-option-fr'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/user', body: { language: 'fr' }, csrf: 'csrf-token' });
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('fr');
  });
});

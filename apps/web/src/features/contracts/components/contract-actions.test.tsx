import * as routes from '@portal/contract/heads/contracts';
import type { ContractSummary } from '@portal/contract/contracts';
import type { User } from '@portal/contract/user';
import { ContractSignStatus, ContractType } from '@portal/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { type ApiCall, isCallTo, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ContractManagementPage } from '../routes/contract-management-page.tsx';
import { ContractTable } from './contract-table.tsx';

const signer = aUser({ permissions: { Contract: ['View', 'Sign', 'Download'] } });
const viewer = aUser({ permissions: { Contract: ['View'] } });
const signedIn = (user: User) => ({ seed: (client: import('@tanstack/react-query').QueryClient) => client.setQueryData(userQuery.queryKey, user) });
const fill = (text: string, vars: Record<string, string | number>) => Object.entries(vars).reduce((out, [name, value]) => out.replace(`{{${name}}}`, String(value)), text);

const aContract = (fields: Partial<ContractSummary> = {}): ContractSummary => ({
  contractId: 41,
  type: ContractType.MAIN_AGREEMENT,
  contractNumber: 'SP-2026-AB12CD34EF',
  signStatus: ContractSignStatus.SENT,
  signMethod: 'SIMPLE_SIGN',
  language: 'en',
  legalName: 'Luna Lins',
  labelName: null,
  signerEmail: 'luna@example.com',
  signer: null,
  signType: 'online',
  startTime: null,
  signedAt: null,
  amendsContractId: null,
  documentSha256: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  ...fields,
});

/** The contract list with these contracts; writes answer as `write` says. */
const listServer =
  (contracts: ContractSummary[], write: (call: ApiCall) => Reply) =>
  (call: ApiCall): Reply =>
    isCallTo(call, routes.listContracts) ? ok(routes.listContracts, { total: contracts.length, contracts }) : write(call);

async function openMenu(user: ReturnType<typeof userEvent.setup>, contractId: number) {
  const row = await screen.findByTestId(`contract-row-${contractId}`);
  await user.click(within(row).getByTestId('contract-more'));
}

const actionMessage = () => screen.findByTestId('contract-action-message');

describe('changing where the signing e-mail goes', () => {
  it('asks for the address (the current one filled in), sends it with POST /contract/update/email and says where it went', async () => {
    const user = userEvent.setup();
    const pending = aContract();
    const { callsTo } = serveApi(listServer([pending], () => ok(routes.updateContractEmail, { contract: { ...pending, signerEmail: 'manager@example.com' } })));
    renderInApp(<ContractTable />, signedIn(signer));

    await openMenu(user, 41);
    await user.click(await screen.findByText(en.contract_change_email_action));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain(fill(en.contract_change_email_intro, { number: 'SP-2026-AB12CD34EF' }));
    const input = within(dialog).getByTestId('contract-change-email-input') as HTMLInputElement;
    expect(input.value).toBe('luna@example.com');
    await user.clear(input);
    await user.type(input, ' manager@example.com ');
    await user.click(within(dialog).getByTestId('contract-change-email-submit'));

    expect((await actionMessage()).textContent).toBe(fill(en.contract_change_email_done, { email: 'manager@example.com' }));
    expect(callsTo(routes.updateContractEmail)).toHaveLength(1);
    expect(callsTo(routes.updateContractEmail)[0]).toMatchObject({ body: { contractId: 41, email: 'manager@example.com' }, csrf: 'csrf-token' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('shows the server’s refusal of the address on the field, and of the contract in the dialog, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    let answer: Reply = refused('error_invalid_request', 400, [{ field: 'body.email', messageKey: 'enter_valid_email_tips', message: 'enter_valid_email_tips' }]);
    serveApi(listServer([aContract()], () => answer));
    renderInApp(<ContractTable />, signedIn(signer));

    await openMenu(user, 41);
    await user.click(await screen.findByText(en.contract_change_email_action));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const input = within(dialog).getByTestId('contract-change-email-input');
    await user.clear(input);
    await user.type(input, 'manager@');
    await user.click(within(dialog).getByTestId('contract-change-email-submit'));
    expect(await within(dialog).findByText(en.enter_valid_email_tips)).toBeTruthy();

    answer = { status: 409, errorCode: 60003, messageKey: 'contract_discarded' };
    await user.clear(input);
    await user.type(input, 'manager@example.com');
    await user.click(within(dialog).getByTestId('contract-change-email-submit'));
    expect((await within(dialog).findByTestId('contract-change-email-error')).textContent).toBe(en.contract_discarded);
    expect(screen.queryByTestId('contract-action-message')).toBeNull();
  });

  it('refuses an empty address without calling the server', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi(listServer([aContract({ signerEmail: null })], () => ok(routes.updateContractEmail, { contract: aContract() })));
    renderInApp(<ContractTable />, signedIn(signer));
    await openMenu(user, 41);
    await user.click(await screen.findByText(en.contract_change_email_action));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByTestId('contract-change-email-submit'));
    expect(await within(dialog).findByText(en.enter_valid_email_tips)).toBeTruthy();
    expect(callsTo(routes.updateContractEmail)).toEqual([]);
  });
});

describe('refreshing the signing status of a DocuSign contract', () => {
  const envelope = aContract({ contractId: 52, signMethod: 'DOCUSIGN' });

  it('asks the provider through POST /contract/sync and shows the new status', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi(listServer([envelope], () => ok(routes.syncContract, { contract: { ...envelope, signStatus: ContractSignStatus.ALL_SIGNED } })));
    renderInApp(<ContractTable />, signedIn(signer));
    await openMenu(user, 52);
    // A DocuSign contract is signed at the provider: no change of the portal's e-mail for it.
    expect(screen.queryByText(en.contract_change_email_action)).toBeNull();
    await user.click(await screen.findByTestId('contract-sync'));
    expect((await actionMessage()).textContent).toBe(fill(en.contract_sync_changed, { status: en.contract_status_3 }));
    expect(callsTo(routes.syncContract)[0]).toMatchObject({ body: { contractId: 52 } });
  });

  it('says so when the provider still waits, and is open to a member who may only view contracts', async () => {
    const user = userEvent.setup();
    serveApi(listServer([envelope], () => ok(routes.syncContract, { contract: envelope })));
    renderInApp(<ContractTable />, signedIn(viewer));
    await openMenu(user, 52);
    expect(screen.queryByTestId('contract-discard')).toBeNull();
    expect(screen.queryByTestId('contract-resend')).toBeNull();
    await user.click(await screen.findByTestId('contract-sync'));
    expect((await actionMessage()).textContent).toBe(en.contract_sync_unchanged);
  });

  it('shows the translated error when the refresh fails', async () => {
    const user = userEvent.setup();
    serveApi(listServer([envelope], () => ({ status: 404, messageKey: 'contract_not_found' })));
    renderInApp(<ContractTable />, signedIn(signer));
    await openMenu(user, 52);
    await user.click(await screen.findByTestId('contract-sync'));
    expect((await actionMessage()).textContent).toBe(en.contract_not_found);
  });

  it('is not offered for a contract signed in the portal', async () => {
    const user = userEvent.setup();
    serveApi(listServer([aContract()], () => ok(routes.syncContract, { contract: aContract() })));
    renderInApp(<ContractTable />, signedIn(signer));
    await openMenu(user, 41);
    expect(await screen.findByTestId('contract-resend')).toBeTruthy();
    expect(screen.queryByTestId('contract-sync')).toBeNull();
  });
});

describe('the management page: the account agreement and starting an agreement over', () => {
  const info = (accountContract: ContractSummary | null) =>
    ok(routes.contractInfo, { signStatus: 1, hasSigned: false, contractStartTime: null, upgradeStatus: 0, mainContract: null, accountContract });
  const pendingAccount = aContract({ contractId: 77, type: ContractType.COMMON_ACCOUNT_AGREEMENT, contractNumber: 'SP-2026-00AA11BB22' });

  /** The page's reads; the account agreement is pending until /contract/only/abandoned answers as `abandon` says. */
  const pageServer = (abandon: Reply) => {
    let abandoned = false;
    return (call: ApiCall): Reply => {
      if (isCallTo(call, routes.abandonContracts)) {
        abandoned = 'data' in abandon;
        return abandon;
      }
      if (isCallTo(call, routes.contractInfo)) return info(abandoned ? null : pendingAccount);
      if (isCallTo(call, routes.mainUpgrade)) return ok(routes.mainUpgrade, { upgradeStatus: 0, upgradeNeeded: false, amendmentAvailable: false, mainContractId: null, amendedContractId: null });
      if (isCallTo(call, routes.mainCopyright)) {
        return ok(routes.mainCopyright, {
          licence: 'non-exclusive',
          territories: 'Worldwide',
          storeSharePercentFirstYear: 100,
          storeSharePercentAfterFirstYear: 90,
          inHouseSharePercent: 100,
          termMonths: 12,
          terminationNoticeDays: 30,
          signed: false,
          contractStartTime: null,
        });
      }
      return ok(routes.listContracts, { total: 0, contracts: [] });
    };
  };

  it('offers the account agreement, and discards a pending one after asking with POST /contract/only/abandoned', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi(pageServer(ok(routes.abandonContracts, { abandoned: 1 })));
    renderInApp(<ContractManagementPage />, signedIn(signer));

    const card = await screen.findByTestId('contract-account-card');
    expect(within(card).getByText(en.contract_type_11)).toBeTruthy();
    expect(within(card).getByTestId('contract-account-status').textContent).toBe(en.contract_status_1);
    expect(within(card).getByTestId('contract-account-continue').getAttribute('href')).toBe('/contract/sign/77');
    // The main agreement has not been started: only its own create button.
    expect(screen.getByTestId('contract-create-main').getAttribute('href')).toBe('/contract/create/0');

    await user.click(within(card).getByTestId('contract-start-over-11'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain(fill(en.contract_start_over_confirm, { agreement: en.contract_type_11 }));
    expect(callsTo(routes.abandonContracts)).toEqual([]);
    await user.click(within(dialog).getByTestId('contract-start-over-confirm'));

    expect((await within(card).findByTestId('contract-account-message')).textContent).toBe(fill(en.contract_start_over_done, { count: 1 }));
    expect(callsTo(routes.abandonContracts)[0]).toMatchObject({ body: { type: 11 }, csrf: 'csrf-token' });
    // Read again: nothing pending, so the agreement can be created anew.
    expect((await within(card).findByTestId('contract-create-account')).getAttribute('href')).toBe('/contract/create/11');
    expect(within(card).getByTestId('contract-account-status').textContent).toBe(en.contract_status_none);
  });

  it('shows the refusal in the dialog and leaves the agreement pending', async () => {
    const user = userEvent.setup();
    serveApi(pageServer({ status: 403, errorCode: 10403, messageKey: 'error_forbidden' }));
    renderInApp(<ContractManagementPage />, signedIn(signer));
    const card = await screen.findByTestId('contract-account-card');
    await user.click(within(card).getByTestId('contract-start-over-11'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByTestId('contract-start-over-confirm'));
    expect((await within(dialog).findByRole('alert', { hidden: true })).textContent).toBe(en.error_forbidden);
    expect(within(card).queryByTestId('contract-account-message')).toBeNull();
    expect(within(card).getByTestId('contract-account-status').textContent).toBe(en.contract_status_1);
  });

  it('offers neither creating nor starting over to a member who may only view contracts', async () => {
    serveApi(pageServer(ok(routes.abandonContracts, { abandoned: 1 })));
    renderInApp(<ContractManagementPage />, signedIn(viewer));
    const card = await screen.findByTestId('contract-account-card');
    expect(within(card).queryByTestId('contract-start-over-11')).toBeNull();
    expect(within(card).queryByTestId('contract-account-continue')).toBeNull();
    expect(screen.queryByTestId('contract-create-main')).toBeNull();
  });
});

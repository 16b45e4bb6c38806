import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import type { ContractRow } from './contract-repo.ts';
import { publicOriginOf } from '../../config.ts';

/** The e-mail that takes the signer to the contract's signing page. */
export async function sendSigningEmail(services: Services, account: UserRow, row: ContractRow, title: string): Promise<void> {
  if (!row.signerEmail) return;
  const origin = publicOriginOf(services.config);
  const link = `${origin}/contract/sign/${row.id}`;
  const vars = { title, number: row.contractNumber, name: row.legalName, link };
  await services.outbox.send({
    channel: 'email',
    to: row.signerEmail,
    subject: services.translate(account.language, 'email_contract_sign_subject', vars),
    body: services.translate(account.language, 'email_contract_sign_body', vars),
  });
}

import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { contractOfAccount } from './contract-repo.ts';
import { documentOf } from './documents.ts';
import { renderContractPdf } from './render-pdf.ts';

/** The stored signed copy (or the operator's scan); an unsigned contract is rendered fresh as a preview. */
export async function downloadContract(services: Services, actor: Actor, contractId: number) {
  const row = await contractOfAccount(services, actor.accountId, contractId);
  const fileName = `${row.contractNumber}.pdf`;
  if (row.pdfKey) {
    const stored = await services.files.get(row.pdfKey);
    if (stored) return { bytes: stored.bytes, contentType: 'application/pdf', fileName };
  }
  const { pdf } = await renderContractPdf(documentOf(row), null);
  return { bytes: pdf, contentType: 'application/pdf', fileName };
}

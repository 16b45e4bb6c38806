import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/contracts';
import { recordOfflineContract } from '@portal/contract/admin';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { contractOfAccount, toSummary } from './contract-repo.ts';
import { checkCreationLock, createContract } from './create-contract.ts';
import { signContract } from './sign-contract.ts';
import { abandonContracts, contractEmail, discardContract, resendContract, syncContract, updateContractEmail } from './manage-contract.ts';
import { contractConfiguration, contractInfo, listContracts, mainCopyright, mainUpgrade } from './contract-status.ts';
import { documentOf } from './documents.ts';
import { downloadContract } from './download-contract.ts';
import { recordOfflineSignature } from './record-offline.ts';

export function contractRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.checkCreationLock, ({ actor, query }) => checkCreationLock(services, actor().account, query.type));
  register(app, services, contract.createContract, ({ actor, body }) => createContract(services, actor().account, body, false));
  register(app, services, contract.createLabelContract, ({ actor, body }) => createContract(services, actor().account, body, true));
  register(app, services, contract.signContract, ({ actor, body, req }) => signContract(services, actor(), body, req));
  register(app, services, contract.resendContract, ({ actor, body }) => resendContract(services, actor(), body.contractId));
  register(app, services, contract.syncContract, ({ actor, body }) => syncContract(services, actor(), body.contractId));
  register(app, services, contract.discardContract, ({ actor, body }) => discardContract(services, actor(), body.contractId));
  register(app, services, contract.abandonContracts, ({ actor, body }) => abandonContracts(services, actor(), body.type));
  register(app, services, contract.updateContractEmail, ({ actor, body }) => updateContractEmail(services, actor(), body.contractId, body.email));
  register(app, services, contract.getContract, async ({ actor, query }) => {
    const row = await contractOfAccount(services, actor().accountId, query.contractId);
    return { contract: toSummary(row), document: documentOrScanNote(row) };
  });
  register(app, services, contract.contractEmail, ({ actor }) => contractEmail(services, actor()));
  register(app, services, contract.listContracts, ({ actor, query }) => listContracts(services, actor(), query));
  register(app, services, contract.mainUpgrade, ({ actor }) => mainUpgrade(services, actor()));
  register(app, services, contract.contractInfo, ({ actor }) => contractInfo(services, actor()));
  register(app, services, contract.mainCopyright, ({ actor }) => mainCopyright(services, actor()));
  register(app, services, contract.contractConfiguration, async ({ actor }) => contractConfiguration(services, actor()));
  register(app, services, contract.downloadContract, ({ actor, query }) => downloadContract(services, actor(), query.contractId));
}

/** Operators record paper agreements with the scan: a multipart route, registered in the uploads scope. */
export function offlineContractRoute(app: FastifyInstance, services: Services): void {
  register(app, services, recordOfflineContract, ({ auth, body }) => recordOfflineSignature(services, auth().user, body));
}

/** Offline contracts have only their scan: the document names it instead of a text. */
function documentOrScanNote(row: Parameters<typeof documentOf>[0]) {
  if (row.signMethod === 'OFFLINE') return { title: row.contractNumber, language: row.language, sections: [] };
  return documentOf(row);
}

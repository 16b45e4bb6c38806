import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { contracts, personalInfo, users } from '@portal/db/schema';
import { ContractSignStatus, ContractType, SignMethod } from '@portal/domain/contracts';
import { IdDocumentType } from '@portal/domain/identity';
import { actorOf } from '../platform/actor.ts';
import { newObjectKey } from '../platform/storage.ts';
import type { Services } from '../platform/services.ts';
import { contractDocument, defaultContractLanguage } from '../modules/contracts/documents.ts';
import { renderContractPdf } from '../modules/contracts/render-pdf.ts';
import { storeImage } from '../modules/uploads/images.ts';

export interface DemoIdentity {
  legalName: string;
  birthDate: string;
  address: { line1: string; city: string; state?: string; postalCode: string; country: string };
  idNumber: string;
}

/** A plain card-coloured image standing in for a photo of an ID document. */
const cardPhoto = (colour: string) =>
  sharp({ create: { width: 900, height: 570, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/**
 * What a verified and signed demo account has behind its status: a reviewed identity with photos and a main
 * agreement signed in the portal, with its PDF and certificate page.
 */
export async function seedSignedAccount(services: Services, userId: number, identity: DemoIdentity): Promise<void> {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  const actor = actorOf({ user: user!, tokenHash: '', acting: null });
  const front = await storeImage(services, actor, 'id_photo', await cardPhoto('#36607f'));
  const back = await storeImage(services, actor, 'id_photo', await cardPhoto('#7f5a36'));
  const signedAt = new Date(Date.now() - 30 * 86_400_000);
  await services.db.insert(personalInfo).values({
    userId,
    legalName: identity.legalName,
    birthDate: identity.birthDate,
    address: identity.address,
    idType: IdDocumentType.PASSPORT,
    idNumber: identity.idNumber,
    photos: { front: front.uri, back: back.uri },
    submittedAt: signedAt,
    reviewedAt: signedAt,
  });

  const contractNumber = `SP-${signedAt.getUTCFullYear()}-DEMO${String(userId).padStart(6, '0')}`;
  const language = defaultContractLanguage(user!.region, user!.language);
  const params = { legalName: identity.legalName, effectiveDate: signedAt.toISOString().slice(0, 10), contractNumber, ...(user!.type === 1 ? { labelName: user!.nickname } : {}) };
  const document = contractDocument({ type: ContractType.MAIN_AGREEMENT, region: user!.region, language, userType: user!.type === 1 ? 1 : 0, params })!;
  const { pdf, documentSha256 } = await renderContractPdf(document, { signerName: identity.legalName, signedAt, ip: '203.0.113.10', userAgent: 'Demo seed', method: 'SIMPLE_SIGN' });
  const pdfKey = newObjectKey(`contracts/${userId}`, 'pdf');
  await services.files.put(pdfKey, pdf, 'application/pdf');
  await services.db.insert(contracts).values({
    userId,
    type: ContractType.MAIN_AGREEMENT,
    contractNumber,
    signStatus: ContractSignStatus.ALL_SIGNED,
    signMethod: SignMethod.SIMPLE_SIGN,
    region: user!.region,
    language: document.language,
    legalName: identity.legalName,
    labelName: user!.type === 1 ? user!.nickname : null,
    signerEmail: user!.email,
    params,
    documentSha256,
    pdfKey,
    signerName: identity.legalName,
    signedAt,
    signedIp: '203.0.113.10',
    signedUserAgent: 'Demo seed',
    startTime: signedAt,
    sentAt: signedAt,
    createdAt: signedAt,
  });
}

/**
 * Renders a contract document to an A4 PDF with pdf-lib and the document fonts (platform/pdf). With a signature it
 * adds a final signature-certificate page.
 */
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Face } from '../../platform/pdf/face.ts';
import { embedDocumentFonts } from '../../platform/pdf/fonts.ts';
import { BLACK, GREY, PAGE_WIDTH, PageWriter, RULE } from '../../platform/pdf/page-writer.ts';
import { contractPdfLabels, type ContractDocument, type PdfLabels } from './texts/index.ts';

export type { ContractDocument } from './texts/index.ts';

export interface ContractSignature {
  signerName: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  method: 'SIMPLE_SIGN' | 'OFFLINE';
}

export interface RenderedContract {
  pdf: Uint8Array;
  /** Hex SHA-256 of the canonical text (see canonicalContractText). */
  documentSha256: string;
}

/** The text that documentSha256 covers: title, then each heading and its paragraphs, joined by "\n". */
export function canonicalContractText(doc: Pick<ContractDocument, 'title' | 'sections'>): string {
  return [doc.title, ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join('\n');
}

export function contractDocumentSha256(doc: Pick<ContractDocument, 'title' | 'sections'>): string {
  return createHash('sha256').update(canonicalContractText(doc), 'utf8').digest('hex');
}

// ---------------------------------------------------------------------------------------------------------------
// Layout

const MARGINS = { x: 62, top: 64, bottom: 64 };
const TITLE = { size: 16, leading: 21 };
const HEADING = { size: 11, leading: 15, before: 11, after: 3 };
const BODY = { size: 9.5, leading: 13.4, after: 5 };
const SMALL = { size: 8.5, leading: 11.5 };

/** One column of the signature area: lines of text (bold or not) and signature lines to draw. */
type BlockLine = { text: string; bold?: boolean; grey?: boolean } | { signatureLine: true };

function signatureBlocks(doc: ContractDocument, labels: PdfLabels, signature: ContractSignature | null): [BlockLine[], BlockLine[]] {
  const meta = doc.meta;
  const licensorName = meta?.licensor.legalName ?? signature?.signerName ?? '';
  const licensor: BlockLine[] = [
    { text: labels.licensor.toUpperCase(), bold: true, grey: true },
    { text: licensorName, bold: true },
  ];
  if (meta?.licensor.labelName) licensor.push({ text: `${labels.label}: ${meta.licensor.labelName}` });
  const signedAt = signature ? isoUtc(signature.signedAt) : '';
  if (meta?.acceptance === 'confirm') {
    licensor.push({ text: labels.confirmStatement, grey: true });
    if (signature) licensor.push({ text: `${labels.confirmedBy}: ${signature.signerName}` }, { text: `${labels.date}: ${signedAt}` });
  } else if (signature) {
    const by = signature.method === 'OFFLINE' ? labels.signedOfflineBy : labels.signedElectronicallyBy;
    licensor.push({ text: `${by} ${signature.signerName}` }, { signatureLine: true }, { text: `${labels.name}: ${signature.signerName}` }, { text: `${labels.date}: ${signedAt}` });
  } else {
    licensor.push({ text: ' ' }, { signatureLine: true }, { text: `${labels.signature} / ${labels.name}: ${licensorName}` }, { text: `${labels.date}:` });
  }
  const companyName = meta?.company ?? 'SoundPort';
  const company: BlockLine[] = [
    { text: labels.company.toUpperCase(), bold: true, grey: true },
    { text: companyName, bold: true },
    { text: `${labels.onBehalfOf} ${companyName}` },
    { text: ' ' },
    { signatureLine: true },
    { text: labels.authorisedSignatory },
    { text: `${labels.date}: ${signature && meta ? meta.effectiveDate : ''}` },
  ];
  return [licensor, company];
}

function drawSignatureBlocks(w: PageWriter, blocks: [BlockLine[], BlockLine[]]) {
  const gap = 28;
  const columnWidth = (w.contentWidth - gap) / 2;
  const columns = blocks.map((block) =>
    block.flatMap((line): ({ text: string; face: Face; grey: boolean } | { signatureLine: true })[] => {
      if ('signatureLine' in line) return [line];
      const face = line.bold ? w.bold : w.regular;
      return face.wrap(face.clean(line.text), BODY.size, columnWidth).map((text) => ({ text, face, grey: !!line.grey }));
    }),
  );
  const height = Math.max(...columns.map((c) => c.length)) * BODY.leading + 8;
  w.y -= 22;
  w.ensure(height);
  const top = w.y;
  columns.forEach((column, index) => {
    const x = MARGINS.x + index * (columnWidth + gap);
    let y = top;
    for (const line of column) {
      y -= BODY.leading;
      if ('signatureLine' in line) w.rule(y + 4, x, columnWidth * 0.9);
      else if (line.text.trim() !== '') w.page.drawText(line.text, { x, y: y + 2, size: BODY.size, font: line.face.font, color: line.grey ? GREY : BLACK });
    }
  });
  w.y = top - height;
}

function drawCertificate(w: PageWriter, doc: ContractDocument, labels: PdfLabels, signature: ContractSignature, sha256: string) {
  w.newPage();
  w.text(labels.certificateTitle, w.bold, TITLE.size, TITLE.leading);
  w.y -= 6;
  w.rule();
  w.y -= 4;
  w.text(labels.certificateIntro, w.regular, BODY.size, BODY.leading, { color: GREY });
  w.y -= 8;
  const rows: [string, string][] = [
    [labels.documentTitle, doc.title],
    [labels.contractNumber, doc.meta?.contractNumber ?? '\u2014'],
    [labels.signerName, signature.signerName],
    [labels.signMethod, `${labels.methods[signature.method]} (${signature.method})`],
    [labels.signedAt, isoUtc(signature.signedAt)],
    [labels.ipAddress, signature.ip || '\u2014'],
    [labels.userAgent, signature.userAgent || '\u2014'],
    [labels.sha256, sha256],
  ];
  for (const [label, value] of rows) {
    w.ensure(SMALL.leading + BODY.leading + 8);
    w.y -= 7;
    w.text(label, w.bold, SMALL.size, SMALL.leading, { color: GREY });
    w.text(value, w.regular, BODY.size + 0.5, BODY.leading + 0.6);
  }
}

function drawFooters(pdf: PDFDocument, face: Face, contractLabel: string) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const number = `${index + 1} / ${pages.length}`;
    const y = MARGINS.bottom / 2 - 2;
    page.drawLine({ start: { x: MARGINS.x, y: y + 14 }, end: { x: PAGE_WIDTH - MARGINS.x, y: y + 14 }, thickness: 0.4, color: RULE });
    page.drawText(number, { x: (PAGE_WIDTH - face.width(number, SMALL.size)) / 2, y, size: SMALL.size, font: face.font, color: GREY });
    if (contractLabel) page.drawText(contractLabel, { x: MARGINS.x, y, size: SMALL.size, font: face.font, color: GREY });
  });
}

const isoUtc = (date: Date) => date.toISOString();

// ---------------------------------------------------------------------------------------------------------------

/**
 * A4 PDF of the agreement: title, sections, signature blocks (licensor and company), page numbers "n / N" and,
 * when `signature` is given, a final signature-certificate page in the document's language.
 * Characters the font cannot draw are substituted (accents dropped, or "?"), never thrown on.
 */
export async function renderContractPdf(doc: ContractDocument, signature: null | ContractSignature): Promise<RenderedContract> {
  // The hash covers the agreement text itself, before and independently of the certificate page.
  const documentSha256 = contractDocumentSha256(doc);
  const labels = contractPdfLabels(doc.language);
  const created = signature?.signedAt ?? new Date();

  const pdf = await PDFDocument.create({ updateMetadata: false });
  const { regular, bold } = await embedDocumentFonts(pdf);

  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setAuthor('SoundPort');
  pdf.setSubject(doc.meta ? `${labels.contractNo} ${doc.meta.contractNumber}` : doc.title);
  pdf.setKeywords(['SoundPort', 'contract', ...(doc.meta ? [doc.meta.contractNumber] : []), documentSha256]);
  pdf.setCreator('SoundPort');
  pdf.setProducer('SoundPort contract renderer (pdf-lib)');
  pdf.setLanguage(doc.language);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  const w = new PageWriter(pdf, regular, bold, MARGINS);
  w.text(doc.title, bold, TITLE.size, TITLE.leading, { center: true });
  if (doc.meta) w.text(doc.meta.company, regular, BODY.size, BODY.leading + 2, { center: true, color: GREY });
  w.y -= 8;
  w.rule();

  for (const section of doc.sections) {
    // Keep a heading with the first two lines of its text.
    w.ensure(HEADING.before + HEADING.leading + 2 * BODY.leading);
    w.y -= HEADING.before;
    w.text(section.heading, bold, HEADING.size, HEADING.leading);
    w.y -= HEADING.after;
    for (const paragraph of section.paragraphs) {
      w.text(paragraph, regular, BODY.size, BODY.leading);
      w.y -= BODY.after;
    }
  }

  drawSignatureBlocks(w, signatureBlocks(doc, labels, signature));
  if (signature) drawCertificate(w, doc, labels, signature, documentSha256);
  drawFooters(pdf, regular, doc.meta ? regular.clean(`${labels.contractNo} ${doc.meta.contractNumber}`) : '');

  return { pdf: await pdf.save(), documentSha256 };
}

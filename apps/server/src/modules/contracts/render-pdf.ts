/**
 * Renders a contract document to an A4 PDF with pdf-lib, embedding DejaVu Sans (Latin with diacritics, Greek and
 * Cyrillic) through fontkit. With a signature it adds a final signature-certificate page.
 *
 * The font comes from the `dejavu-fonts-ttf` package, resolved from this module (source under tsx/vitest, and the
 * esbuild bundle, whose node_modules stay external); a copy in `fonts/` next to the module or bundle is the fallback.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFontkit } from '../../platform/on-first-use.ts';
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
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
// Font loading

export const CONTRACT_FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/** Where a font file is read from: the npm package first, then `fonts/<file>` next to this module or the bundle. */
export function contractFontPath(file: string): string {
  const candidates: string[] = [];
  try {
    candidates.push(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`));
  } catch {
    // Not installed where this module runs: use the copy next to it.
  }
  candidates.push(join(dirname(fileURLToPath(import.meta.url)), 'fonts', file));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`contract font ${file} not found (looked in ${candidates.join(', ')})`);
  return found;
}

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null = null;

function loadFontBytes() {
  fontBytes ??= {
    regular: readFileSync(contractFontPath(CONTRACT_FONT_FILES.regular)),
    bold: readFileSync(contractFontPath(CONTRACT_FONT_FILES.bold)),
  };
  return fontBytes;
}

// ---------------------------------------------------------------------------------------------------------------
// Text that the font can draw

/** A font with a substitute for every character it has no glyph for, and width measuring. */
class Face {
  private readonly supported: Set<number>;
  private readonly substitutes = new Map<string, string>();

  constructor(readonly font: PDFFont) {
    this.supported = new Set(font.getCharacterSet());
  }

  /** NFC text in which every character has a glyph: others become a decomposed form without marks, or "?". */
  clean(text: string): string {
    let out = '';
    for (const ch of text.normalize('NFC')) out += this.supported.has(ch.codePointAt(0)!) ? ch : this.substitute(ch);
    return out;
  }

  private substitute(ch: string): string {
    let result = this.substitutes.get(ch);
    if (result !== undefined) return result;
    if (/\s/u.test(ch)) result = ' ';
    else if (/[\p{Cc}\p{Cf}]/u.test(ch)) result = '';
    else {
      const base = [...ch.normalize('NFKD')].filter((part) => !/\p{M}/u.test(part) || this.supported.has(part.codePointAt(0)!)).join('');
      result = base !== '' && [...base].every((part) => this.supported.has(part.codePointAt(0)!)) ? base : '?';
    }
    this.substitutes.set(ch, result);
    return result;
  }

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  /** Greedy word wrap of already-clean text; words wider than the line are broken between characters. */
  wrap(text: string, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    const space = this.width(' ', size);
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ').filter((w) => w !== '')) {
        const wordWidth = this.width(word, size);
        if (line !== '' && lineWidth + space + wordWidth <= maxWidth) {
          line += ` ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line !== '') lines.push(line);
        if (wordWidth <= maxWidth) {
          line = word;
          lineWidth = wordWidth;
          continue;
        }
        let chunk = '';
        for (const ch of word) {
          if (chunk !== '' && this.width(chunk + ch, size) > maxWidth) {
            lines.push(chunk);
            chunk = ch;
          } else chunk += ch;
        }
        line = chunk;
        lineWidth = this.width(chunk, size);
      }
      lines.push(line);
    }
    return lines;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Layout

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN_X = 62;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 64;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const BLACK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.72, 0.72, 0.72);

const TITLE = { size: 16, leading: 21 };
const HEADING = { size: 11, leading: 15, before: 11, after: 3 };
const BODY = { size: 9.5, leading: 13.4, after: 5 };
const SMALL = { size: 8.5, leading: 11.5 };

class Writer {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: Face,
    readonly bold: Face,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  ensure(height: number) {
    if (this.y - height < MARGIN_BOTTOM) this.newPage();
  }

  lines(lines: string[], face: Face, size: number, leading: number, opts: { x?: number; center?: boolean; color?: ReturnType<typeof rgb> } = {}) {
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      const x = opts.center ? (PAGE_WIDTH - face.width(line, size)) / 2 : (opts.x ?? MARGIN_X);
      if (line !== '') this.page.drawText(line, { x, y: this.y + (leading - size) * 0.35, size, font: face.font, color: opts.color ?? BLACK });
    }
  }

  text(text: string, face: Face, size: number, leading: number, opts: { x?: number; width?: number; center?: boolean; color?: ReturnType<typeof rgb> } = {}) {
    this.lines(face.wrap(face.clean(text), size, opts.width ?? CONTENT_WIDTH), face, size, leading, opts);
  }

  rule(y = this.y, x = MARGIN_X, width = CONTENT_WIDTH) {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color: RULE });
  }
}

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

function drawSignatureBlocks(w: Writer, blocks: [BlockLine[], BlockLine[]]) {
  const gap = 28;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
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
    const x = MARGIN_X + index * (columnWidth + gap);
    let y = top;
    for (const line of column) {
      y -= BODY.leading;
      if ('signatureLine' in line) w.rule(y + 4, x, columnWidth * 0.9);
      else if (line.text.trim() !== '') w.page.drawText(line.text, { x, y: y + 2, size: BODY.size, font: line.face.font, color: line.grey ? GREY : BLACK });
    }
  });
  w.y = top - height;
}

function drawCertificate(w: Writer, doc: ContractDocument, labels: PdfLabels, signature: ContractSignature, sha256: string) {
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
    const y = MARGIN_BOTTOM / 2 - 2;
    page.drawLine({ start: { x: MARGIN_X, y: y + 14 }, end: { x: PAGE_WIDTH - MARGIN_X, y: y + 14 }, thickness: 0.4, color: RULE });
    page.drawText(number, { x: (PAGE_WIDTH - face.width(number, SMALL.size)) / 2, y, size: SMALL.size, font: face.font, color: GREY });
    if (contractLabel) page.drawText(contractLabel, { x: MARGIN_X, y, size: SMALL.size, font: face.font, color: GREY });
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
  pdf.registerFontkit(await loadFontkit());
  const bytes = loadFontBytes();
  const regular = new Face(await pdf.embedFont(bytes.regular, { subset: true }));
  const bold = new Face(await pdf.embedFont(bytes.bold, { subset: true }));

  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setAuthor('SoundPort');
  pdf.setSubject(doc.meta ? `${labels.contractNo} ${doc.meta.contractNumber}` : doc.title);
  pdf.setKeywords(['SoundPort', 'contract', ...(doc.meta ? [doc.meta.contractNumber] : []), documentSha256]);
  pdf.setCreator('SoundPort');
  pdf.setProducer('SoundPort contract renderer (pdf-lib)');
  pdf.setLanguage(doc.language);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  const w = new Writer(pdf, regular, bold);
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

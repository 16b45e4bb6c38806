import type { XmlElement } from './xml-writer.ts';

/**
 * A small, strict XML reader for the files stores send back (acknowledgements). It reads elements, attributes,
 * text, CDATA, comments and processing instructions, decodes the predefined and numeric entities, and refuses a
 * DOCTYPE (no entity expansion, no external fetches) and anything not well formed.
 */
export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
    this.name = 'XmlSyntaxError';
  }
}

const NAME = /[A-Za-z_:\u00C0-\uFFEF][-A-Za-z0-9_:.\u00B7\u00C0-\uFFEF]*/y;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function parseXml(source: string): XmlElement {
  let pos = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineAt = (at: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const fail = (message: string, at = pos): never => {
    throw new XmlSyntaxError(message, lineAt(at));
  };

  const decode = (raw: string, at: number) =>
    raw.replace(/&(#x[0-9A-Fa-f]+|#\d+|[A-Za-z]+);|&/g, (whole, ref: string | undefined) => {
      if (!ref) return fail('bare & in text', at);
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code > 0x10ffff ? fail(`bad character reference ${whole}`, at) : String.fromCodePoint(code);
      }
      return ENTITIES[ref] ?? fail(`unknown entity ${whole}`, at);
    });

  const name = () => {
    NAME.lastIndex = pos;
    const match = NAME.exec(source);
    if (!match) fail('name expected');
    pos += match![0].length;
    return match![0];
  };
  const skipSpace = () => {
    while (pos < source.length && /\s/.test(source[pos]!)) pos++;
  };
  const skipUntil = (end: string, what: string) => {
    const at = source.indexOf(end, pos);
    if (at < 0) fail(`unterminated ${what}`);
    const content = source.slice(pos, at);
    pos = at + end.length;
    return content;
  };
  // Comments, processing instructions (the XML declaration among them); a DOCTYPE is refused.
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (source.startsWith('<!--', pos)) (pos += 4), skipUntil('-->', 'comment');
      else if (source.startsWith('<?', pos)) (pos += 2), skipUntil('?>', 'processing instruction');
      else if (source.startsWith('<!DOCTYPE', pos)) fail('DOCTYPE is not accepted');
      else return;
    }
  };

  const element = (): XmlElement => {
    const start = pos;
    if (source[pos] !== '<') fail('element expected');
    pos++;
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', pos)) {
        pos += 2;
        return { name: tag, attributes, children: [], line: lineAt(start) };
      }
      if (source[pos] === '>') break;
      const key = name();
      skipSpace();
      if (source[pos] !== '=') fail(`= expected after ${key}`);
      pos++;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") fail(`quoted value expected for ${key}`);
      pos++;
      const valueAt = pos;
      const raw = skipUntil(quote!, 'attribute value');
      if (raw.includes('<')) fail(`< in the value of ${key}`, valueAt);
      if (key in attributes) fail(`attribute ${key} repeated`, valueAt);
      attributes[key] = decode(raw.replace(/[\t\n\r]/g, ' '), valueAt);
    }
    pos++;
    const children: (XmlElement | string)[] = [];
    let text = '';
    for (;;) {
      if (pos >= source.length) fail(`<${tag}> is not closed`, start);
      if (source.startsWith('</', pos)) {
        pos += 2;
        const closing = name();
        if (closing !== tag) fail(`</${closing}> closes <${tag}>`);
        skipSpace();
        if (source[pos] !== '>') fail('> expected');
        pos++;
        break;
      }
      if (source.startsWith('<![CDATA[', pos)) {
        pos += 9;
        text += skipUntil(']]>', 'CDATA section');
      } else if (source.startsWith('<!--', pos)) {
        pos += 4;
        skipUntil('-->', 'comment');
      } else if (source.startsWith('<?', pos)) {
        pos += 2;
        skipUntil('?>', 'processing instruction');
      } else if (source[pos] === '<') {
        if (text.trim()) children.push(text);
        text = '';
        children.push(element());
      } else {
        const next = source.indexOf('<', pos);
        const end = next < 0 ? source.length : next;
        text += decode(source.slice(pos, end), pos);
        pos = end;
      }
    }
    if (text.trim() || (children.length === 0 && text)) children.push(text);
    return { name: tag, attributes, children, line: lineAt(start) };
  };

  skipMisc();
  const root = element();
  skipMisc();
  if (pos < source.length) fail('content after the root element');
  return root;
}

/** The element's text (its string children joined). */
export const textOf = (node: XmlElement | undefined): string => (node ? node.children.filter((child): child is string => typeof child === 'string').join('') : '');

/** Child elements with this local name (any namespace prefix). */
export const childrenNamed = (node: XmlElement, localName: string): XmlElement[] =>
  node.children.filter((child): child is XmlElement => typeof child !== 'string' && localNameOf(child.name) === localName);

export const localNameOf = (name: string) => name.slice(name.indexOf(':') + 1);

/** Elements at a slash-separated path of local names below `node`: `select(root, 'ReleaseList/Release/ReleaseId/ICPN')`. */
export function select(node: XmlElement, path: string): XmlElement[] {
  return path.split('/').reduce<XmlElement[]>((nodes, step) => nodes.flatMap((n) => childrenNamed(n, step)), [node]);
}

import type { XmlElement } from '../../delivery/xml-writer.ts';
import { childrenNamed, select, textOf } from '../../delivery/xml-reader.ts';

/** Reading an ERN tree: elements by local name (any prefix), trimmed text, and the one of several localised variants to use. */

export const first = (node: XmlElement | undefined, path: string): XmlElement | undefined => (node ? select(node, path)[0] : undefined);

/** The trimmed text at `path`, or undefined when the element is missing or empty. */
export function textAt(node: XmlElement | undefined, path: string): string | undefined {
  const text = textOf(first(node, path)).trim();
  return text || undefined;
}

export const textsAt = (node: XmlElement, path: string): string[] =>
  select(node, path)
    .map((n) => textOf(n).trim())
    .filter(Boolean);

export const childElements = (node: XmlElement, localName: string) => childrenNamed(node, localName);

/** Every element with this local name anywhere below `node`. */
export function descendants(node: XmlElement, localName: string): XmlElement[] {
  const found: XmlElement[] = [];
  const stack = [...node.children].reverse();
  while (stack.length) {
    const next = stack.pop()!;
    if (typeof next === 'string') continue;
    if (next.name.slice(next.name.indexOf(':') + 1) === localName) found.push(next);
    for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i]!);
  }
  return found;
}

const worldwide = (node: XmlElement) => {
  const territory = node.attributes.ApplicableTerritoryCode;
  return !territory || territory === 'Worldwide';
};

/**
 * Of several variants of a title, a name or a genre (per language, script or territory), the one a store shows by
 * default: the one marked IsDefault, else a worldwide one in the message's own language (no LanguageAndScriptCode),
 * else the first. Names in other scripts (ja-Jpan beside the Latin spelling) are left aside unless marked default.
 */
export function preferred(nodes: XmlElement[]): XmlElement | undefined {
  return (
    nodes.find((node) => node.attributes.IsDefault === 'true') ??
    nodes.find((node) => worldwide(node) && !node.attributes.LanguageAndScriptCode) ??
    nodes.find((node) => !node.attributes.LanguageAndScriptCode) ??
    nodes.find(worldwide) ??
    nodes[0]
  );
}

/** SequenceNumber as a number, or undefined. */
export function sequenceOf(node: XmlElement): number | undefined {
  const raw = textAt(node, 'SequenceNumber') ?? node.attributes.SequenceNumber;
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(value) ? value : undefined;
}

/** Sorted by SequenceNumber where given; elements without one keep their document order after those with one. */
export function bySequence<T extends XmlElement>(nodes: T[]): T[] {
  return nodes
    .map((node, index) => ({ node, index, sequence: sequenceOf(node) }))
    .sort((a, b) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity) || a.index - b.index)
    .map((entry) => entry.node);
}

/** The element's own trimmed text, or undefined when it is missing or empty. */
export function ownText(node: XmlElement | undefined): string | undefined {
  const text = textOf(node).trim();
  return text || undefined;
}

/**
 * A small XML writer: build a tree with `el(...)`, serialise it with `renderXml(...)`. Text and attribute values are
 * escaped here and nowhere else, so callers pass plain strings in any script.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
  /** Where the element starts, for elements read from a file. */
  line?: number;
}

/**
 * A child of `el`: nested arrays are flattened; null, undefined and booleans are left out, so `condition && el(…)`
 * adds an optional element. A boolean value is written with `xsBoolean`.
 */
export type XmlChild = XmlElement | string | number | boolean | null | undefined | XmlChild[];
export type XmlAttributes = Record<string, string | number | boolean | null | undefined>;

export function el(name: string, attributes: XmlAttributes | null, ...children: XmlChild[]): XmlElement {
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes ?? {})) if (value !== null && value !== undefined) attrs[key] = String(value);
  const flat: (XmlElement | string)[] = [];
  const add = (child: XmlChild) => {
    if (Array.isArray(child)) child.forEach(add);
    else if (child === null || child === undefined || typeof child === 'boolean') return;
    else flat.push(typeof child === 'object' ? child : String(child));
  };
  children.forEach(add);
  return { name, attributes: attrs, children: flat };
}

export const xsBoolean = (value: boolean) => (value ? 'true' : 'false');

/** An element only when its value is present: `optional('Year', line?.year)`. */
export const optional = (name: string, value: string | number | boolean | null | undefined, attributes?: XmlAttributes) =>
  value === null || value === undefined || value === '' ? null : el(name, attributes ?? null, String(value));

// XML 1.0 cannot carry these at all, not even as character references: C0 controls other than tab, line feed and
// carriage return, U+FFFE, U+FFFF and unpaired surrogates. They are dropped rather than sent as something else.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Character data: & and < must be escaped, > too so that "]]>" never appears; a CR is kept as a reference. */
export const escapeText = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');

/** Attribute values: quotes too, and tab, line feed and CR as references so attribute normalisation keeps them. */
export const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');

function render(node: XmlElement, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  const attrs = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  if (node.children.length === 0) {
    out.push(`${indent}<${node.name}${attrs}/>`);
  } else if (node.children.every((child) => typeof child === 'string')) {
    out.push(`${indent}<${node.name}${attrs}>${node.children.map((text) => escapeText(text as string)).join('')}</${node.name}>`);
  } else {
    // Indenting would change the text of mixed content, and no message we write has any.
    if (node.children.some((child) => typeof child === 'string')) throw new Error(`<${node.name}> mixes text and elements`);
    out.push(`${indent}<${node.name}${attrs}>`);
    for (const child of node.children) render(child as XmlElement, depth + 1, out);
    out.push(`${indent}</${node.name}>`);
  }
}

/** The document as UTF-8-declared text, indented by two spaces, ending with a line feed. */
export function renderXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(root, 0, out);
  return `${out.join('\n')}\n`;
}

import { describe, expect, it } from 'vitest';
import { parseXml, select, textOf, XmlSyntaxError } from './xml-reader.ts';
import { el, escapeAttribute, escapeText, renderXml } from './xml-writer.ts';

describe('XML writer', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<tag>', '&lt;tag&gt;'],
    [']]>', ']]&gt;'],
    ['"quotes" \'stay\' in text', '"quotes" \'stay\' in text'],
    ['line\r\nbreak', 'line&#13;\nbreak'],
    ['bell\u0007 nul\u0000 esc\u001b', 'bell nul esc'],
    ['lone \uD800 surrogate', 'lone  surrogate'],
    ['𝄞 ⭐ 日本 عربي', '𝄞 ⭐ 日本 عربي'],
  ])('escapes text %j', (input, output) => expect(escapeText(input)).toBe(output));

  it('escapes attribute values, keeping tabs and line breaks as references', () => {
    expect(escapeAttribute(`a"b'c<d>&\te\nf`)).toBe('a&quot;b&apos;c&lt;d&gt;&amp;&#9;e&#10;f');
  });

  it('leaves out empty children and attributes and writes nested elements', () => {
    const xml = renderXml(el('Root', { A: 'x', B: undefined, C: null }, el('Leaf', null, 'text'), null, false, undefined, [el('Empty', null)]));
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<Root A="x">\n  <Leaf>text</Leaf>\n  <Empty/>\n</Root>\n');
  });

  it('refuses mixed content, which indentation would change', () => {
    expect(() => renderXml(el('R', null, 'text', el('E', null)))).toThrow(/mixes text/);
  });

  it('round-trips any text through the reader', () => {
    const values = ['Tom & Jerry <Live>', 'a"b\'c', 'tab\there', 'multi\nline\r\nend', '夢のララバイ', 'مغني', ' padded '];
    const root = parseXml(
      renderXml(
        el(
          'R',
          { v: values.join('|') },
          values.map((v) => el('V', null, v)),
        ),
      ),
    );
    expect(select(root, 'V').map(textOf)).toEqual(values);
    expect(root.attributes.v).toBe(values.join('|'));
  });
});

describe('XML reader', () => {
  it('reads entities, CDATA, comments and prefixed names, with lines', () => {
    const root = parseXml('\uFEFF<?xml version="1.0"?>\n<!-- c -->\n<a:Root x=\'1\'>\n  <B>&#65;&#x42;&amp;<![CDATA[<raw>&amp;]]></B>\n  <C/>\n</a:Root>\n');
    expect(root.name).toBe('a:Root');
    expect(root.attributes.x).toBe('1');
    expect(textOf(select(root, 'B')[0])).toBe('AB&<raw>&amp;');
    expect(select(root, 'C')[0]?.line).toBe(5);
  });

  it.each([
    ['<!DOCTYPE r [<!ENTITY x "y">]><r>&x;</r>', /DOCTYPE/],
    ['<r><a></r>', /closes/],
    ['<r>a & b</r>', /bare &/],
    ['<r>&nbsp;</r>', /unknown entity/],
    ['<r a="1" a="2"/>', /repeated/],
    ['<r/><s/>', /after the root/],
    ['<r>', /not closed/],
    ['plain text', /element expected/],
  ])('refuses %j', (source, message) => {
    expect(() => parseXml(source)).toThrow(XmlSyntaxError);
    expect(() => parseXml(source)).toThrow(message);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uiLanguages } from '@portal/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OptionSource, optionSources } from '../lib/option-sources.ts';
import { activateLanguage, addCatalog, i18n } from '../lib/translator.ts';

/**
 * Every list of choices of the web app, in every language: a label must be there, in that language's catalog, and
 * must never show a message key. Lists whose labels come from keys built at run time are declared with
 * `optionSource` (lib/option-sources.ts) and built here; the rest of the selects, segmented controls and option
 * lists are read from the source, and may name keys only literally (those keys are checked in every catalog too).
 */

// happy-dom's URL is not Node's: paths are made from the file's own.
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(src, '../../../packages/i18n/locales/');
type Catalog = Record<string, string>;
const catalogs = new Map<string, Catalog>(uiLanguages.map((language) => [language, JSON.parse(readFileSync(`${localesDir}${language}.json`, 'utf8')) as Catalog]));
const english = catalogs.get('en')!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const files = sourceFiles(src).map((path) => ({ path: relative(src, path), text: readFileSync(path, 'utf8') }));
const declaring = files.filter((file) => file.path !== join('lib', 'option-sources.ts') && /\boptionSource(<[^(]*>)?\(/.test(file.text));

/** The text between the brace (or bracket, or parenthesis) at `start` and the one that closes it. */
function enclosed(text: string, start: number): string {
  const open = text[start]!;
  const close = ({ '{': '}', '[': ']', '(': ')' } as Record<string, string>)[open]!;
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === open) depth += 1;
    else if (text[index] === close && --depth === 0) return text.slice(start + 1, index);
  }
  return text.slice(start + 1);
}

/** What a name stands for: its `const name = …` in the file, else an exported one anywhere in the app. */
function initializer(name: string, text: string): string | null {
  const pattern = new RegExp(`\\bconst ${name}\\b[^=]*=\\s*`);
  const found = pattern.exec(text) ? text : files.find((file) => new RegExp(`export const ${name}\\b`).test(file.text))?.text;
  const match = found ? pattern.exec(found) : null;
  if (!found || !match) return null;
  const rest = found.slice(match.index + match[0].length);
  return rest.slice(0, rest.search(/;\n/));
}

const OPTION_ELEMENTS = /<(Select|MultiSelect|NativeSelect|SegmentedControl|Autocomplete|TagsInput)\b/g;
/** Label helpers that name no message key (names of regions, languages, stores, people; times), and t() itself. */
const PLAIN_LABELS = new Set(['regionName', 'nativeLanguageName', 'storeName', 'accountLabel', 'writerName', 'timeOfDayLabel', 'String']);

interface InlineList {
  where: string;
  expression: string;
}

/** Every `data={…}` of an option element in the app, with the name it uses resolved one step. */
function inlineLists(): InlineList[] {
  const found: InlineList[] = [];
  for (const file of files) {
    for (const element of file.text.matchAll(OPTION_ELEMENTS)) {
      const attributes = enclosed(`{${file.text.slice(element.index + element[0].length)}`, 0);
      const data = /\sdata=\{/.exec(attributes.slice(0, attributes.search(/\/?>\s*(\n|$)/) + 1) || attributes);
      if (!data) continue;
      let expression = enclosed(attributes, data.index + data[0].length - 1).trim();
      const name = /^([A-Za-z_$][\w$]*)\b/.exec(expression)?.[1];
      const resolved = name ? initializer(name, file.text) : null;
      if (resolved) expression = `${expression} = ${resolved}`;
      found.push({ where: `${file.path}:${file.text.slice(0, element.index).split('\n').length}`, expression });
    }
  }
  return found;
}

/** Why an inline list (or a `{ value, label }` literal outside the declared sources) needs declaring, if it does. */
function undeclared(expression: string, builders: readonly string[]): string | null {
  if (builders.some((builder) => new RegExp(`\\b${builder}\\(`).test(expression))) return null;
  const computed = /\bt\(\s*(?!['"][a-z0-9_]+['"]\s*[,)])([^)]{0,60})/.exec(expression);
  if (computed) return `a label from a computed key (t(${computed[1]}…)`;
  for (const call of expression.matchAll(/\blabel:\s*([A-Za-z_$][\w$]*)\(/g)) if (call[1] !== 't' && !PLAIN_LABELS.has(call[1]!)) return `a label from ${call[1]}()`;
  return null;
}

const literalKeys = (expression: string) => [...expression.matchAll(/\bt\(\s*['"]([a-z0-9_]+)['"]\s*[,)]/g)].map((match) => match[1]!);
const KEY_LIKE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/;

interface Problem {
  language: string;
  source: string;
  what: string;
}

/** Builds every declared source (and reads every literal key of the inline lists) in one language. */
function problemsIn(language: string, catalog: Catalog, sources: readonly OptionSource[], inlineKeys: readonly { where: string; key: string }[]): Problem[] {
  const problems: Problem[] = [];
  addCatalog(language, catalog);
  activateLanguage(language);
  const has = (key: string) => typeof catalog[key] === 'string' && catalog[key]!.trim() !== '';
  for (const source of sources) {
    for (const sample of source.samples) {
      const asked: string[] = [];
      const t = (key: string, vars?: Record<string, unknown>) => {
        asked.push(key);
        return i18n.t(key, vars);
      };
      const options = source.build(t, ...(sample as never[]));
      if (options.length === 0) problems.push({ language, source: source.name, what: 'no choices' });
      for (const option of options) {
        const label = typeof option.label === 'string' ? option.label : '';
        const problem =
          label.trim() === ''
            ? 'an empty label'
            : label in english
              ? `the key ${label} as its label`
              : label.includes('{{')
                ? `an unfilled placeholder in "${label}"`
                : KEY_LIKE.test(label)
                  ? `something like a key in "${label}"`
                  : null;
        if (problem) problems.push({ language, source: source.name, what: `${option.value}: ${problem}` });
      }
      for (const key of new Set(asked)) if (!has(key)) problems.push({ language, source: source.name, what: `no ${language} text for ${key}` });
    }
  }
  for (const { where, key } of inlineKeys) {
    if (!has(key)) problems.push({ language, source: where, what: `no ${language} text for ${key}` });
    else if (KEY_LIKE.test(catalog[key]!) && catalog[key]!.match(KEY_LIKE)![0] in english) problems.push({ language, source: where, what: `${key} reads like a key: ${catalog[key]}` });
  }
  return problems;
}

let sources: OptionSource[] = [];
let builders: string[] = [];
let lists: InlineList[] = [];

beforeAll(async () => {
  const modules = await Promise.all(declaring.map((file) => import(/* @vite-ignore */ join(src, file.path)) as Promise<Record<string, unknown>>));
  sources = optionSources();
  const builds = new Set(sources.map((source) => source.build as unknown));
  builders = modules.flatMap((module) => Object.entries(module).flatMap(([name, value]) => (builds.has(value) ? [name] : [])));
  lists = inlineLists();
}, 60_000);
afterAll(() => activateLanguage('en'));

describe('every list of choices in every language', () => {
  it('finds the declared sources and the inline lists of the whole app', () => {
    expect(declaring.length).toBeGreaterThan(10);
    expect(sources.length).toBeGreaterThan(40);
    expect(sources.map((source) => source.name)).toEqual(expect.arrayContaining(['settings.label-title', 'genre', 'release-form.contributor-role', 'analytics.trend-metric']));
    // Every exported builder is found by name, so an inline list that calls one counts as declared.
    expect(builders).toEqual(expect.arrayContaining(['labelTitleOptions', 'genreOptions', 'contributorRoleOptions', 'metricOptions']));
    expect(lists.length).toBeGreaterThan(80);
  });

  it('builds no list from computed message keys outside a declared source', () => {
    const inline = lists.flatMap((list) => {
      const why = undeclared(list.expression, builders);
      return why ? [`${list.where}: ${why}`] : [];
    });
    // `{ value, label: t(…) }` literals kept in a variable or passed to a component, outside the declared sources.
    const literals = files
      .filter((file) => !declaring.includes(file))
      .flatMap((file) =>
        [...file.text.matchAll(/\{\s*value\b/g)].flatMap((match) => {
          const body = enclosed(file.text, match.index);
          const why = /\blabel:/.test(body) ? undeclared(body, builders) : null;
          return why ? [`${file.path}:${file.text.slice(0, match.index).split('\n').length}: ${why}`] : [];
        }),
      );
    expect([...inline, ...literals], 'declare these lists with optionSource (lib/option-sources.ts)').toEqual([]);
  });

  it.each([...uiLanguages])('%s: every choice has its own text, never a key', (language) => {
    const inlineKeys = lists.flatMap((list) => literalKeys(list.expression).map((key) => ({ where: list.where, key })));
    expect(inlineKeys.length).toBeGreaterThan(20);
    expect(problemsIn(language, catalogs.get(language)!, sources, inlineKeys)).toEqual([]);
  });

  it('fails on a translation taken out of a catalog, and on a key shown as the label', () => {
    const { label_title_head_of_ar: _, ...arabicWithout } = catalogs.get('ar')!;
    expect(problemsIn('ar', arabicWithout, sources, [])).toEqual([{ language: 'ar', source: 'settings.label-title', what: 'no ar text for label_title_head_of_ar' }]);

    // With English gone as well the translator shows the key itself.
    const { label_title_head_of_ar: __, ...englishWithout } = english;
    addCatalog('en', englishWithout);
    try {
      expect(problemsIn('ar', arabicWithout, sources, [])).toEqual(
        expect.arrayContaining([{ language: 'ar', source: 'settings.label-title', what: 'head_of_ar: the key label_title_head_of_ar as its label' }]),
      );
    } finally {
      addCatalog('en', english);
      addCatalog('ar', catalogs.get('ar')!);
    }

    const inline = [{ where: 'notices-page.tsx:122', key: 'notice_filter_unread' }];
    const { notice_filter_unread: ___, ...thaiWithout } = catalogs.get('th')!;
    expect(problemsIn('th', thaiWithout, [], inline)).toEqual([{ language: 'th', source: 'notices-page.tsx:122', what: 'no th text for notice_filter_unread' }]);
  });

  it('tells a declared list from a computed one', () => {
    expect(undeclared('STATES.map((value) => ({ value, label: t(statusKey(value)) }))', builders)).toMatch(/computed key/);
    // A literal that starts a key is not the key (written so the key scanners of other tests do not take it for one).
    const start = "'status_'";
    expect(undeclared(`STATES.map((value) => ({ value, label: t(${start} + value) }))`, builders)).toMatch(/computed key/);
    expect(undeclared('STATES.map((value) => ({ value, label: statusLabel(value) }))', builders)).toMatch(/statusLabel/);
    expect(undeclared("[{ value: 'all', label: t('notice_filter_all') }]", builders)).toBeNull();
    expect(undeclared('labelTitleOptions(t)', builders)).toBeNull();
    expect(undeclared('codes.map((code) => ({ value: code, label: regionName(code, language) }))', builders)).toBeNull();
  });
});

/**
 * Language-aware tokens for the help search. Latin, Cyrillic and similar scripts split into words (accents folded,
 * stop words dropped, a light suffix strip so "releases" meets "release"); scripts written without spaces (Chinese,
 * Japanese, Korean, Thai) become overlapping character pairs, which match without a dictionary.
 */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff66-\uff9f]/;

const RUNS = new RegExp(`${UNSPACED.source}+|[^${UNSPACED.source.slice(1, -1)}]+`, 'gu');

const STOP_WORDS = new Set(
  [
    // en
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my of on or our should so than that the their them then there these they this to was we what when where which who why will with would you your yours am any about after before just not no yes get got',
    // es / pt
    'el la los las un una unos unas de del y o que en es por para con se su sus mi mis como cuando donde qué cómo cuál puedo mi al lo le les o os as um uma do da dos das e em é no na nos nas meu minha seu sua com quando onde posso ao pelo pela',
    // fr
    'le les des du et ou est en un une pour par avec sur dans ce cette ces mon ma mes je tu il elle nous vous ils comment quand où quel quelle puis peut',
    // de
    'der die das den dem des ein eine einen einem und oder ist sind zu mit von für auf im in wie wann wo was ich du er sie wir ihr mein meine kann',
  ]
    .join(' ')
    .split(' '),
);

const SUFFIXES = ['ing', 'ed', 'es', 's', 'en', 'e'];

function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

function pairs(run: string, into: string[]): void {
  const chars = [...run];
  if (chars.length === 1) into.push(chars[0]!);
  for (let i = 0; i + 1 < chars.length; i++) into.push(chars[i]! + chars[i + 1]!);
}

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    // A word may mix scripts ("isrcコード"): each stretch is tokenised its own way.
    for (const run of word.match(RUNS) ?? []) {
      if (UNSPACED.test(run)) {
        pairs(run, tokens);
        continue;
      }
      const folded = run.normalize('NFD').replace(/\p{M}/gu, '');
      if (folded.length < 2 || STOP_WORDS.has(folded) || STOP_WORDS.has(run)) continue;
      tokens.push(stem(folded));
    }
  }
  return tokens;
}

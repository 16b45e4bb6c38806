import { describe, expect, it } from 'vitest';
import { collectingSocieties } from './collecting-societies.ts';
import { genres } from './genres.ts';
import { blockedArtistNameKeywords, dirtyWords, disabledTitleKeywords, disabledVersionKeywords } from './keywords.ts';
import { labelTitles } from './label-titles.ts';
import { metadataLanguages } from './metadata-languages.ts';
import { systemConstants } from './system-constants.ts';
import { puertoRicoMunicipalities, usStates } from './us-states.ts';

const duplicates = (values: readonly string[]): string[] => values.filter((value, index) => values.indexOf(value) !== index);

describe('genres', () => {
  const allIds = genres.flatMap((g) => [g.id, ...g.subgenres.map((s) => s.id)]);

  it('offers a realistic number of main genres', () => {
    expect(genres.length).toBeGreaterThanOrEqual(25);
    expect(genres.length).toBeLessThanOrEqual(40);
  });

  it('has ids unique across the whole tree', () => {
    expect(duplicates(allIds)).toEqual([]);
  });

  it('uses lowercase slug ids, subgenre ids prefixed by their genre id', () => {
    for (const g of genres) {
      expect(g.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const sub of g.subgenres) {
        expect(sub.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(sub.id.startsWith(`${g.id}.`)).toBe(true);
      }
    }
  });

  it('gives every genre at least one subgenre and non-empty names, unique within a genre', () => {
    for (const g of genres) {
      expect(g.name.trim()).not.toBe('');
      expect(g.subgenres.length).toBeGreaterThan(0);
      expect(duplicates(g.subgenres.map((s) => s.name))).toEqual([]);
      for (const sub of g.subgenres) expect(sub.name.trim()).not.toBe('');
    }
    expect(duplicates(genres.map((g) => g.name))).toEqual([]);
  });

  it('contains the main store genres and regional trees', () => {
    const ids = new Set(allIds);
    for (const id of [
      'alternative',
      'blues',
      'childrens-music',
      'classical',
      'country',
      'dance',
      'electronic',
      'folk',
      'hip-hop-rap',
      'holiday',
      'jazz',
      'latin',
      'metal',
      'new-age',
      'pop',
      'rnb-soul',
      'reggae',
      'rock',
      'singer-songwriter',
      'soundtrack',
      'spoken-word',
      'world',
      'k-pop',
      'j-pop',
      'afrobeats',
      'brazilian',
      'indonesian',
      'christian-gospel',
      'fitness-workout',
      'hip-hop-rap.trap',
      'latin.reggaeton',
      'latin.bachata',
      'latin.regional-mexicano',
      'latin.corridos',
      'latin.cumbia',
      'latin.salsa',
      'brazilian.sertanejo',
      'brazilian.mpb',
      'brazilian.funk-brasileiro',
      'brazilian.forro',
      'brazilian.pagode',
      'brazilian.samba',
      'brazilian.axe',
      'brazilian.bossa-nova',
      'brazilian.gospel',
      'indonesian.dangdut',
      'afrobeats.amapiano',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});

describe('metadata languages', () => {
  it('has about 80 to 100 unique codes', () => {
    expect(metadataLanguages.length).toBeGreaterThanOrEqual(80);
    expect(metadataLanguages.length).toBeLessThanOrEqual(110);
    expect(duplicates(metadataLanguages.map((l) => l.code))).toEqual([]);
    expect(duplicates(metadataLanguages.map((l) => l.name))).toEqual([]);
  });

  it('uses ISO 639-1 codes plus the script, Cantonese and no-language codes', () => {
    const extra = new Set(['zh-Hans', 'zh-Hant', 'yue', 'zxx']);
    for (const { code, name } of metadataLanguages) {
      expect(name.trim()).not.toBe('');
      if (!extra.has(code)) expect(code).toMatch(/^[a-z]{2}$/);
    }
    const codes = new Set(metadataLanguages.map((l) => l.code));
    for (const code of [...extra, 'en', 'pt', 'es', 'id', 'ja', 'ko', 'fr', 'de', 'ar', 'vi', 'th', 'ms', 'tr', 'nl', 'sv', 'da']) {
      expect(codes.has(code), code).toBe(true);
    }
    expect(metadataLanguages.find((l) => l.code === 'zxx')?.name).toMatch(/instrumental/i);
  });
});

describe('keywords', () => {
  const lists: [string, string[]][] = [
    ['disabledTitleKeywords', disabledTitleKeywords],
    ['disabledVersionKeywords', disabledVersionKeywords],
    ['dirtyWords', dirtyWords],
  ];

  it.each(lists)('%s is lowercase, trimmed, non-empty and without duplicates', (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
    for (const word of list) {
      expect(word).toBe(word.toLowerCase());
      expect(word).toBe(word.trim());
      expect(word).not.toBe('');
    }
    expect(duplicates(list)).toEqual([]);
  });

  it('rejects the usual promotional title words', () => {
    for (const word of ['official video', 'official audio', 'free download', 'exclusive', 'lyric video', 'music video', 'hq', 'hd', 'new single', 'out now', 'ringtone', 'karaoke version', 'feat.']) {
      expect(disabledTitleKeywords, word).toContain(word);
    }
  });

  it('never disables the preset version keywords of document 3', () => {
    for (const preset of ['cover', 'remix', 'live', 'acoustic', 'remastered']) {
      expect(disabledVersionKeywords).not.toContain(preset);
    }
    for (const word of ['original', 'explicit', 'clean', 'single', 'album version']) {
      expect(disabledVersionKeywords, word).toContain(word);
    }
  });

  it('has at least 200 dirty words covering every listed language', () => {
    expect(dirtyWords.length).toBeGreaterThanOrEqual(200);
    for (const word of ['fuck', 'caralho', 'pendejo', 'kontol', 'putain', 'scheiße']) {
      expect(dirtyWords, word).toContain(word);
    }
  });

  it('lists blocked artist-name keywords with lowercase keywords, known stores and unique pairs', () => {
    const stores = new Set(['all', 'apple-music', 'spotify', 'youtube-music', 'amazon-music', 'deezer', 'tiktok']);
    for (const { keyword, store } of blockedArtistNameKeywords) {
      expect(keyword).toBe(keyword.toLowerCase());
      expect(keyword).toBe(keyword.trim());
      expect(stores.has(store), store).toBe(true);
    }
    expect(duplicates(blockedArtistNameKeywords.map((k) => `${k.store}:${k.keyword}`))).toEqual([]);
    const keywords = blockedArtistNameKeywords.map((k) => k.keyword);
    for (const word of ['various artists', 'unknown artist', 'artist', 'dj', 'feat.', 'ft.', 'featuring', '&', 'vs.', 'x', 'with', 'official', 'vevo', 'tiktok']) {
      expect(keywords, word).toContain(word);
    }
  });
});

describe('US states and Puerto Rico municipalities', () => {
  it('has the 50 states plus DC with unique two-letter codes', () => {
    expect(usStates).toHaveLength(51);
    expect(usStates.some((st) => st.code === 'DC')).toBe(true);
    expect(duplicates(usStates.map((st) => st.code))).toEqual([]);
    expect(duplicates(usStates.map((st) => st.name))).toEqual([]);
    for (const st of usStates) expect(st.code).toMatch(/^[A-Z]{2}$/);
    expect(usStates.some((st) => st.code === 'PR')).toBe(false);
  });

  it('has the 78 municipios of Puerto Rico', () => {
    expect(puertoRicoMunicipalities).toHaveLength(78);
    expect(duplicates(puertoRicoMunicipalities)).toEqual([]);
    expect(puertoRicoMunicipalities).toContain('San Juan');
    expect(puertoRicoMunicipalities).toContain('Mayagüez');
  });
});

describe('label titles', () => {
  it('has the six options of document 1 with their message keys', () => {
    expect(labelTitles.map((t) => t.id)).toEqual(['head_of_ar', 'business_development', 'distribution', 'promotion_and_marketing', 'public_relations', 'label_manager']);
    for (const t of labelTitles) expect(t.messageKey).toBe(`label_title_${t.id}`);
  });
});

describe('collecting societies', () => {
  it('offers about 200 societies with unique slug ids and ISO country codes', () => {
    expect(collectingSocieties.length).toBeGreaterThanOrEqual(180);
    expect(duplicates(collectingSocieties.map((c) => c.id))).toEqual([]);
    for (const c of collectingSocieties) {
      expect(c.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.name.trim()).not.toBe('');
      expect(c.country).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('includes the major societies in their countries', () => {
    const byId = new Map(collectingSocieties.map((c) => [c.id, c]));
    for (const [id, country] of [
      ['ascap', 'US'],
      ['bmi', 'US'],
      ['sesac', 'US'],
      ['gmr', 'US'],
      ['socan', 'CA'],
      ['prs-for-music', 'GB'],
      ['gema', 'DE'],
      ['sacem', 'FR'],
      ['jasrac', 'JP'],
      ['ecad', 'BR'],
      ['ubc', 'BR'],
      ['abramus', 'BR'],
      ['sgae', 'ES'],
      ['sacm', 'MX'],
      ['sadaic', 'AR'],
      ['apra-amcos', 'AU'],
      ['koda', 'DK'],
      ['stim', 'SE'],
      ['buma-stemra', 'NL'],
      ['sabam', 'BE'],
      ['siae', 'IT'],
      ['komca', 'KR'],
      ['cash', 'HK'],
      ['mcsc', 'CN'],
      ['wami', 'ID'],
      ['coson', 'NG'],
      ['samro', 'ZA'],
      ['must', 'TW'],
    ] as const) {
      expect(byId.get(id)?.country, id).toBe(country);
    }
  });
});

describe('system constants', () => {
  it('is assembled from the catalog lists', () => {
    expect(systemConstants.genres).toBe(genres);
    expect(systemConstants.languages).toBe(metadataLanguages);
    expect(systemConstants.disabledTitleKeywords).toBe(disabledTitleKeywords);
    expect(systemConstants.disabledVersionKeywords).toBe(disabledVersionKeywords);
    expect(systemConstants.dirtyWords).toBe(dirtyWords);
    expect(systemConstants.blockedArtistNameKeywords).toBe(blockedArtistNameKeywords);
    expect(Object.keys(systemConstants).sort()).toEqual(['blockedArtistNameKeywords', 'dirtyWords', 'disabledTitleKeywords', 'disabledVersionKeywords', 'genres', 'languages'].sort());
  });
});

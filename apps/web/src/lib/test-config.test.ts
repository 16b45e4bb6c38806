import { describe, expect, it } from 'vitest';
import { defaultTestConfig, readTestConfig } from './test-config.ts';

describe('readTestConfig', () => {
  it('gives defaults without saved settings: limits 50, full language list on', () => {
    const config = readTestConfig(null);
    expect(config).toEqual(defaultTestConfig);
    expect(config.trackCountLimit).toBe(50);
    expect(config.songwriterCountLimit).toBe(50);
    expect(config.showFullLanguageList).toBe(true);
  });

  it('reads saved settings', () => {
    const config = readTestConfig(
      JSON.stringify({ environment: 'boe', mockRegion: 'JP', userId: '42', forcedLanguage: 'key', showFullLanguageList: false, trackCountLimit: 12, songwriterCountLimit: 3 }),
    );
    expect(config).toEqual({ environment: 'boe', mockRegion: 'JP', userId: '42', forcedLanguage: 'key', showFullLanguageList: false, trackCountLimit: 12, songwriterCountLimit: 3 });
  });

  it('ignores broken or out-of-range values', () => {
    expect(readTestConfig('{not json')).toEqual(defaultTestConfig);
    const config = readTestConfig(JSON.stringify({ environment: 'staging', mockRegion: 'XX', forcedLanguage: 'fr', trackCountLimit: -1, songwriterCountLimit: 2.5 }));
    expect(config).toEqual(defaultTestConfig);
  });
});

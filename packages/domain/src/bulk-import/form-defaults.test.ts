import { describe, expect, it } from 'vitest';
import { availablePlatforms, defaultPlatformRules } from '../catalog/platforms.ts';
import { withFormDefaults } from './form-defaults.ts';

const offered = availablePlatforms(defaultPlatformRules, { region: 'BR', source: 0, flags: {} });

describe('the release form’s starting answers for what a source does not say', () => {
  it('chooses every offered store, answers No and gives tracks the release language', () => {
    const { album, tracks } = withFormDefaults({ title: 'A', language: 'pt' }, [{ title: 'One' }], offered);
    expect(Object.keys(album.stores!).length).toBeGreaterThan(3);
    expect(Object.values(album.stores!).every(Boolean)).toBe(true);
    expect(album.optInPrerelease).toBe(false);
    expect(withFormDefaults({ language: 'pt' }, [{ isInstrumental: true }], offered).tracks[0]!.lyricsLanguage).toBeUndefined();
    expect(tracks).toEqual([{ title: 'One', language: 'pt', isInstrumental: false, lyricsLanguage: 'pt', explicitness: 0, existLocalSociety: false, existPublisher: false, optInPromote: false }]);
  });

  it('keeps what the source says, an empty store choice included', () => {
    const { album, tracks } = withFormDefaults({ title: 'A', language: 'pt', stores: {} }, [{ title: 'One', language: 'en', explicitness: 1, existLocalSociety: true, optInPromote: true }], offered);
    expect(album.stores).toEqual({});
    expect(tracks[0]).toMatchObject({ language: 'en', explicitness: 1, existLocalSociety: true, optInPromote: true, existPublisher: false });
  });
});

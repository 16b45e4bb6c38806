import { describe, expect, it } from 'vitest';
import { blankAlbum, blankTrack, reuseRecording, withArtistRenamed, type ReleaseFormState } from './form-model.ts';

describe('withArtistRenamed', () => {
  it('renames the artist wherever the release names it, by card or by typed name, and nothing else', () => {
    const album = { ...blankAlbum('Luna Vega', 'UTC'), uniMainArtistObjects: [{ id: 7, name: 'Luna Vega' }, { name: 'Rio Stone' }] };
    const track = { ...blankTrack(1, album), uniMainArtistObjects: [{ name: 'luna  vega' }], uniFeaturedArtistObjects: [{ name: 'Mara Quinn' }] };
    const other = { ...blankTrack(2, album), uniMainArtistObjects: [{ name: 'Rio Stone' }], uniFeaturedArtistObjects: [{ id: 7, name: 'Luna Vega' }] };
    const state: ReleaseFormState = { kind: 'ALBUM', album, tracks: [track, other] };

    const renamed = withArtistRenamed(state, 'Luna Vega', { id: 7, name: 'Luna Vale' });
    expect(renamed.album.uniMainArtistObjects).toEqual([{ id: 7, name: 'Luna Vale' }, { name: 'Rio Stone' }]);
    expect(renamed.tracks[0]).toMatchObject({ uniMainArtistObjects: [{ id: 7, name: 'Luna Vale' }], uniFeaturedArtistObjects: [{ name: 'Mara Quinn' }] });
    expect(renamed.tracks[1]).toMatchObject({ uniMainArtistObjects: [{ name: 'Rio Stone' }], uniFeaturedArtistObjects: [{ id: 7, name: 'Luna Vale' }] });
    expect(renamed.tracks.map((entry) => entry.key)).toEqual(state.tracks.map((entry) => entry.key));
  });
});

describe('reusing a recording', () => {
  it('brings the recording’s audio, credits and lyrics and leaves this release’s choices', () => {
    const reused = reuseRecording({
      sequenceNumber: 3,
      fullAudio: 'audio-1',
      clipAudios: ['clip-1'],
      title: 'Midnight Drive',
      isrc: 'QZES72600001',
      lyrics: 'la la',
      uniMainArtistObjects: [{ name: 'Luna Vega' }],
      territories: ['BR'],
      optInCapCut: true,
      isPreviouslyReleased: false,
    });
    expect(reused).toEqual({
      fullAudio: 'audio-1',
      clipAudios: ['clip-1'],
      title: 'Midnight Drive',
      isrc: 'QZES72600001',
      lyrics: 'la la',
      uniMainArtistObjects: [{ name: 'Luna Vega' }],
      isPreviouslyReleased: true,
    });
  });
});

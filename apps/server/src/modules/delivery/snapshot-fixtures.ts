import { Explicitness, ReleaseTimeType } from '@portal/domain/release/model';
import { audioFileName, coverFileName, type ReleaseSnapshot, type SnapshotTrack } from './release-snapshot.ts';

// Test data for the delivery tests: a valid single and a three-track album with features and credits.

const UPC = '123456789012';
const md5 = (seed: number) => seed.toString(16).padStart(32, 'a');

export function track(sequence: number, overrides: Partial<SnapshotTrack> = {}): SnapshotTrack {
  return {
    sequence,
    isrc: `USAB1250000${sequence}`,
    title: `Track ${sequence}`,
    durationMs: 180_500 + sequence * 1000,
    displayArtist: 'Nova Lane',
    artists: [{ name: 'Nova Lane', role: 'primary' }],
    contributors: [{ name: 'Ada Writer', roleId: 8 }],
    explicitness: Explicitness.NO,
    languageOfPerformance: 'en',
    audio: { fileName: audioFileName(UPC, sequence, 'FLAC'), md5: md5(sequence), codec: 'FLAC', bitsPerSample: 24, sampleRateHz: 48_000, channels: 2 },
    clip: { startMs: 45_000, durationMs: 30_000 },
    ...overrides,
  };
}

export function singleSnapshot(overrides: Partial<ReleaseSnapshot['release']> = {}, tracks: SnapshotTrack[] = [track(1)]): ReleaseSnapshot {
  return {
    messageId: 'SP-1-1026-1',
    threadId: 'SP-1-1026',
    createdAt: new Date('2025-03-01T10:00:00.000Z'),
    sender: { dpid: 'PADPIDA0000000000SP', name: 'SoundPort' },
    recipient: { dpid: 'PADPIDA2011072101T', name: 'Spotify' },
    release: {
      id: 1,
      upc: UPC,
      type: 'Single',
      title: 'First Light',
      language: 'en',
      displayArtist: 'Nova Lane',
      artists: [{ name: 'Nova Lane', role: 'primary', storeArtistId: '4Z8W4fKeB5YxbusRsdQVPb' }],
      labelName: 'Lane Records',
      genre: 'Pop',
      subgenre: 'Indie Pop',
      pLine: { year: 2025, text: '℗ 2025 Lane Records' },
      cLine: { year: 2025, text: '© 2025 Lane Records' },
      releaseTimeType: ReleaseTimeType.GLOBAL,
      timezone: 'Asia/Tokyo',
      releaseAt: new Date('2025-04-04T15:00:00.000Z'),
      territories: ['Worldwide'],
      explicitness: Explicitness.NO,
      cover: { fileName: coverFileName(UPC, 'image/jpeg'), md5: md5(99), width: 3000, height: 3000, mimeType: 'image/jpeg' },
      ...overrides,
    },
    tracks,
  };
}

export function albumSnapshot(): ReleaseSnapshot {
  const withFeature = {
    displayArtist: 'Nova Lane feat. Kai Ro',
    artists: [
      { name: 'Nova Lane', role: 'primary' as const },
      { name: 'Kai Ro', role: 'featured' as const },
    ],
  };
  return singleSnapshot({ type: 'EP', title: 'Night Roads', version: 'Deluxe', explicitness: Explicitness.YES }, [
    track(1, {
      ...withFeature,
      title: 'Open Road',
      explicitness: Explicitness.YES,
      contributors: [
        { name: 'Ada Writer', roleId: 8 },
        { name: 'Max Beats', roleId: 2 },
        { name: 'Max Beats', roleId: 49 },
        { name: 'Lee Strings', roleId: 22 },
        { name: 'Lee Strings', roleId: 24 },
        { name: 'Kai Ro', roleId: 48 },
      ],
    }),
    track(2, {
      title: 'Quiet Hours',
      version: 'Live',
      lyrics: 'Hold the light\nuntil the morning',
      contributors: [
        { name: 'Ada Writer', roleId: 7 },
        { name: 'Sam Mix', roleId: 14 },
      ],
    }),
    track(3, {
      ...withFeature,
      title: 'Instrumental Dawn',
      instrumental: true,
      languageOfPerformance: 'zxx',
      clip: null,
      audio: { ...track(3).audio, codec: 'WAV', fileName: audioFileName(UPC, 3, 'WAV'), bitsPerSample: 16, sampleRateHz: 44_100 },
    }),
  ]);
}

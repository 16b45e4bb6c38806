import { storeCatalogueReleases, storeCatalogueTracks } from '@portal/db/schema';
import { makeIsrc, makeUpc } from '@portal/domain/release/identifiers';
import type { Services } from '../platform/services.ts';

/**
 * Store catalogue entries for the quick migration (decision 040): releases the demo artists put out through another
 * distributor before they came to the portal, as the stores list them. A migration by UPC or ISRC finds them
 * (UPC 850023000019, 850023000026, 850023000033; ISRCs BRVLM1900001 …), and so does a previous distributor's export naming them.
 */
const PREFIX = '850023';
const entries = [
  {
    store: 'spotify',
    upc: makeUpc(PREFIX, 1),
    title: 'Primeiras Marés',
    artists: [{ name: 'Luna Vale', role: 'primary' }],
    label: 'Vale Music',
    genre: 'Brazilian',
    subgenre: 'MPB',
    language: 'pt',
    releaseDate: '2019-08-16',
    tracks: [
      { title: 'Primeiras Marés', isrc: makeIsrc('BR', 'VLM', 2019, 1), durationMs: 214_000 },
      { title: 'Areia Clara', isrc: makeIsrc('BR', 'VLM', 2019, 2), durationMs: 187_000 },
      {
        title: 'Farol',
        isrc: makeIsrc('BR', 'VLM', 2019, 3),
        durationMs: 201_000,
        artists: [
          { name: 'Luna Vale', role: 'primary' },
          { name: 'Caio Mendes', role: 'featured' },
        ],
      },
    ],
  },
  {
    store: 'apple_music',
    upc: makeUpc(PREFIX, 2),
    title: 'Chuva de Verão',
    artists: [{ name: 'Luna Vale', role: 'primary' }],
    label: 'Vale Music',
    genre: 'Pop',
    language: 'pt',
    releaseDate: '2020-12-04',
    originalReleaseDate: '2020-11-20',
    tracks: [{ title: 'Chuva de Verão', isrc: makeIsrc('BR', 'VLM', 2020, 1), durationMs: 196_000 }],
  },
  {
    store: 'spotify',
    upc: makeUpc(PREFIX, 3),
    title: 'Tidewater Demos',
    artists: [{ name: 'The Tide Lines', role: 'primary' }],
    label: 'Tidewater Records',
    genre: 'Alternative',
    subgenre: 'Indie Rock',
    language: 'en',
    releaseDate: '2018-05-11',
    tracks: [
      { title: 'Breakwater', isrc: makeIsrc('US', 'TDL', 2018, 1), durationMs: 232_000 },
      { title: 'Lantern', isrc: makeIsrc('US', 'TDL', 2018, 2), durationMs: 205_000, explicit: true },
    ],
  },
] as const;

export async function seedDemoStoreCatalogue(services: Services): Promise<void> {
  for (const { tracks, ...release } of entries) {
    const [row] = await services.db.insert(storeCatalogueReleases).values(release).returning({ id: storeCatalogueReleases.id });
    await services.db.insert(storeCatalogueTracks).values(tracks.map((track, index) => ({ releaseId: row!.id, sequenceNumber: index + 1, artists: release.artists, ...track })));
  }
}

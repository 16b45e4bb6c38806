import type { DemoRelease } from './seed-demo-catalogue.ts';

/** The demo artist's releases (Luna Vale, Brazil). */
export const artistReleases: DemoRelease[] = [
  { title: 'Maré Alta', artist: 'Luna Vale', genre: 'pop', language: 'pt', releaseInDays: -410, tracks: [{ title: 'Maré Alta' }], colours: ['#0f4c75', '#3282b8'] },
  {
    title: 'Cidade Acesa',
    artist: 'Luna Vale',
    genre: 'pop',
    language: 'pt',
    releaseInDays: -262,
    tracks: [{ title: 'Cidade Acesa' }, { title: 'Vento Norte' }, { title: 'Noite de Vidro', featuring: 'Caio Mendes' }, { title: 'Sal e Mel' }],
    colours: ['#ff6f3c', '#6a2c70'],
  },
  { title: 'Lua de Papel', artist: 'Luna Vale', genre: 'pop', language: 'pt', releaseInDays: -66, tracks: [{ title: 'Lua de Papel' }], colours: ['#2d4059', '#ea5455'] },
  { title: 'Aurora', artist: 'Luna Vale', genre: 'pop', language: 'pt', releaseInDays: 20, tracks: [{ title: 'Aurora' }], colours: ['#f9a826', '#d63447'] },
];

/** The demo label's releases (Harbor Lights Records, United States): three artists. */
export const labelReleases: DemoRelease[] = [
  {
    title: 'Lighthouse Static',
    artist: 'The Tide Lines',
    genre: 'alternative',
    language: 'en',
    releaseInDays: -374,
    tracks: [{ title: 'Lighthouse Static' }, { title: 'Salt in the Wires' }, { title: 'Harbor Lights' }, { title: 'Low Frequencies' }, { title: 'Night Ferry' }],
    colours: ['#1b262c', '#0f4c75'],
  },
  {
    title: 'Paper Planets',
    artist: 'Mara Quinn',
    genre: 'pop',
    language: 'en',
    releaseInDays: -276,
    tracks: [{ title: 'Paper Planets' }, { title: 'Orbit' }, { title: 'Weightless', featuring: 'Ana Torres' }],
    colours: ['#f38181', '#a8d8ea'],
  },
  { title: 'Corazón de Neón', artist: 'Ana Torres', genre: 'latin', language: 'es', releaseInDays: -220, tracks: [{ title: 'Corazón de Neón' }], colours: ['#e84393', '#6c5ce7'] },
  { title: 'Undertow', artist: 'The Tide Lines', genre: 'alternative', language: 'en', releaseInDays: -171, tracks: [{ title: 'Undertow' }], colours: ['#27496d', '#00909e'] },
  { title: 'Slow Burn', artist: 'Mara Quinn', genre: 'pop', language: 'en', releaseInDays: -87, tracks: [{ title: 'Slow Burn' }], colours: ['#ff9a3c', '#c70039'] },
  { title: 'Marea', artist: 'Ana Torres', genre: 'latin', language: 'es', releaseInDays: -24, tracks: [{ title: 'Marea' }], colours: ['#00b894', '#0984e3'] },
  { title: 'Glasshouse', artist: 'Mara Quinn', genre: 'pop', language: 'en', releaseInDays: 25, tracks: [{ title: 'Glasshouse' }], colours: ['#dfe6e9', '#74b9ff'] },
];

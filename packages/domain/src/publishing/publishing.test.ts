import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipiCheckDigits } from '../release/identifiers.ts';
import { ineligibleReasons, type PublishingTrackFacts, type PublishingUserFacts } from './eligibility.ts';
import { englishTitleIssue, needsEnglishTitle } from './english-title.ts';
import { fromBasisPoints, toBasisPoints } from './limits.ts';
import { isActivated, isRegistered, publishingHome } from './registration.ts';
import { isSocialSecurityNumber, signUpPayload, stateOptions, validateSignUp, type SignUpForm } from './signup.ts';
import { addSongwriter, editPercent, editSongwriter, initialSplits, rebalance, removeSongwriter, totalBasisPoints, validateSplits, splitsAreClean, type SplitRow, type SplitsState } from './splits.ts';
import { fullName, validateSongwriter } from './songwriter.ts';

const ipi = (body9: string) => body9 + ipiCheckDigits(body9);
const VALID_IPI = ipi('004463201');

describe('sign-up form (document 2 section 5)', () => {
  const member: SignUpForm = { isPro: true, pro: 'bmi', ipi: VALID_IPI, firstName: 'Ana', lastName: 'Souza' };
  const ascap: SignUpForm = {
    isPro: false,
    firstName: 'Ana',
    lastName: 'Souza',
    streetAddress: '12 Harbor Road',
    city: 'Austin',
    state: 'TX',
    zipCode: '73301',
    phoneNumber: '5125550100',
    socialSecurityNumber: '123-45-6789',
  };

  const cases: [string, SignUpForm, string, string, object?][] = [
    ['isPro is required', { ...member, isPro: null }, 'US', 'isPro', { key: 'pub_required' }],
    ['PRO name required for a member', { ...member, pro: ' ' }, 'BR', 'pro', { key: 'pub_required' }],
    ['PRO from the list', { ...member, pro: 'nope' }, 'BR', 'pro', { key: 'pub_pro_unknown' }],
    ['IPI required', { ...member, ipi: '' }, 'BR', 'ipi', { key: 'pub_required' }],
    ['IPI at most 11', { ...member, ipi: '012345678901' }, 'BR', 'ipi', { key: 'pub_ipi_invalid' }],
    ['IPI check digits', { ...member, ipi: `${VALID_IPI.slice(0, 9)}00` }, 'BR', 'ipi', { key: 'pub_ipi_invalid' }],
    ['first name 2 to 100', { ...member, firstName: 'A' }, 'BR', 'firstName', { key: 'pub_length_invalid', params: { field: 'firstName', min: 2, max: 100 } }],
    ['last name required', { ...member, lastName: '' }, 'BR', 'lastName', { key: 'pub_required' }],
    ['last name at most 100', { ...member, lastName: 'x'.repeat(101) }, 'BR', 'lastName', { key: 'pub_length_invalid', params: { field: 'lastName', min: 2, max: 100 } }],
    ['middle name at most 100', { ...member, middleName: 'x'.repeat(101) }, 'BR', 'middleName', { key: 'pub_length_invalid', params: { field: 'middleName', min: 1, max: 100 } }],
    ['a non-member outside the ASCAP regions cannot sign up', { ...ascap }, 'BR', 'region', { key: 'pub_region_unsupported' }],
    ['street 2 to 100', { ...ascap, streetAddress: 'x' }, 'US', 'streetAddress', { key: 'pub_length_invalid', params: { field: 'streetAddress', min: 2, max: 100 } }],
    ['city required', { ...ascap, city: '' }, 'US', 'city', { key: 'pub_required' }],
    ['state required', { ...ascap, state: '' }, 'US', 'state', { key: 'pub_required' }],
    ['state from the region’s list', { ...ascap, state: 'PR' }, 'US', 'state', { key: 'pub_format_invalid' }],
    ['zip exactly 5 digits', { ...ascap, zipCode: '7330' }, 'US', 'zipCode', { key: 'pub_format_invalid' }],
    ['zip digits only', { ...ascap, zipCode: '7330a' }, 'US', 'zipCode', { key: 'pub_format_invalid' }],
    ['phone 10 digits', { ...ascap, phoneNumber: '512555010' }, 'US', 'phoneNumber', { key: 'pub_format_invalid' }],
    ['SSN required', { ...ascap, socialSecurityNumber: '' }, 'US', 'socialSecurityNumber', { key: 'pub_required' }],
    ['SSN format', { ...ascap, socialSecurityNumber: '12-345-6789' }, 'US', 'socialSecurityNumber', { key: 'pub_format_invalid' }],
    ['SSN not a string', { ...ascap, socialSecurityNumber: 123456789 }, 'US', 'socialSecurityNumber', { key: 'pub_format_invalid' }],
    ['alternate name 2 to 100', { ...ascap, alternateName: 'A' }, 'US', 'alternateName', { key: 'pub_length_invalid', params: { field: 'alternateName', min: 2, max: 100 } }],
  ];
  it.each(cases)('%s', (_rule, form, region, field, issue) => {
    expect(validateSignUp(form, region)[field as keyof ReturnType<typeof validateSignUp>]).toEqual(issue);
  });

  it('passes a society member anywhere and a non-member in the US and Puerto Rico', () => {
    expect(validateSignUp(member, 'BR')).toEqual({});
    expect(validateSignUp(ascap, 'US')).toEqual({});
    expect(validateSignUp({ ...ascap, state: 'PR', socialSecurityNumber: ' 123456789 ' }, 'PR')).toEqual({});
    expect(stateOptions('PR')).toEqual([{ value: 'PR', label: 'Puerto Rico' }]);
    expect(stateOptions('US')).toHaveLength(51);
  });

  it('builds the LOD and ASCAP payloads of section 3', () => {
    expect(signUpPayload({ ...member, ipi: VALID_IPI.replace(/^0+/, ''), middleName: ' ' })).toEqual({ type: 'LOD', lodInfo: { pro: 'bmi', ipi: VALID_IPI, firstName: 'Ana', lastName: 'Souza' } });
    expect(signUpPayload({ ...ascap, alternateName: 'Annie S' })).toEqual({
      type: 'ASCAP',
      proInfo: {
        firstName: 'Ana',
        lastName: 'Souza',
        streetAddress: '12 Harbor Road',
        socialSecurityNumber: '123456789',
        state: 'TX',
        city: 'Austin',
        zipCode: '73301',
        phoneNumber: { prefix: '+1', number: '5125550100' },
        alternateNames: ['Annie S'],
      },
    });
  });

  it('accepts social security numbers as 3-2-4 digits with optional hyphens, and nothing else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}$/), fc.stringMatching(/^\d{2}$/), fc.stringMatching(/^\d{4}$/), fc.boolean(), fc.boolean(), (a, b, c, h1, h2) =>
        isSocialSecurityNumber(` ${a}${h1 ? '-' : ''}${b}${h2 ? '-' : ''}${c} `),
      ),
    );
    fc.assert(fc.property(fc.string(), (text) => isSocialSecurityNumber(text) === /^\d{3}-?\d{2}-?\d{4}$/.test(text.trim())));
    expect([null, 123456789, ['123-45-6789']].some(isSocialSecurityNumber)).toBe(false);
  });
});

describe('songwriters', () => {
  it('checks the modal’s fields and names people in one way', () => {
    expect(validateSongwriter({ firstName: 'Rio', lastName: 'Stone', email: 'rio@example.com', pro: 'ascap', ipi: VALID_IPI })).toEqual({});
    expect(validateSongwriter({ firstName: 'R', lastName: '', email: 'rio@', pro: 'x', ipi: '1' })).toEqual({
      firstName: { key: 'pub_length_invalid', params: { field: 'firstName', min: 2, max: 100 } },
      lastName: { key: 'pub_required' },
      email: { key: 'pub_email_invalid' },
      pro: { key: 'pub_pro_unknown' },
      ipi: { key: 'pub_ipi_invalid' },
    });
    expect(fullName({ firstName: ' Maria ', middleName: '', lastName: 'da  Silva' })).toBe('Maria da Silva');
  });
});

describe('splits', () => {
  const context = {
    ownName: 'Ana Souza',
    songwriters: new Map([
      [1, 'Rio Stone'],
      [2, 'Mara Quinn'],
    ]),
    cap: 50,
  };
  const existing = (songwriterId: number): Exclude<SplitRow, { kind: 'self' }> => ({ kind: 'existing', songwriterId, percent: null });

  it('shares what the account leaves among co-writers, to exactly 100 %', () => {
    let state = editPercent(initialSplits(null), 0, 40);
    state = addSongwriter(state, existing(1));
    state = addSongwriter(state, existing(2));
    state = addSongwriter(state, { kind: 'new', profile: { firstName: 'Kai', lastName: 'Moreno', email: 'kai@example.com', pro: 'socan', ipi: VALID_IPI }, percent: null });
    expect(state.rows.map((row) => row.percent)).toEqual([40, 20, 20, 20]);
    state = removeSongwriter(state, 3);
    expect(state.rows.map((row) => row.percent)).toEqual([40, 30, 30]);
    state = editPercent(state, 0, 33.33);
    expect(state.rows.map((row) => row.percent)).toEqual([33.33, 33.34, 33.33]);
    expect(validateSplits(state.rows, context)).toEqual({ rows: [{}, {}, {}] });
  });

  it('stops sharing out once a co-writer’s percentage is typed, and then asks for a total of 100', () => {
    let state = addSongwriter(editPercent(initialSplits(null), 0, 50), existing(1));
    state = editPercent(state, 1, 30);
    state = addSongwriter(state, existing(2));
    expect(state.manual).toBe(true);
    expect(state.rows.map((row) => row.percent)).toEqual([50, 30, null]);
    const report = validateSplits(state.rows, context);
    expect(report.rows[2]).toEqual({ percent: { key: 'pub_required' } });
    expect(report.total).toEqual({ key: 'pub_percentage_total', params: { total: '80.00' } });
  });

  it('keeps a fixed self row, refuses co-writers at 100 %, and the cap', () => {
    const fixed = initialSplits(100);
    expect(addSongwriter(fixed, existing(1))).toBe(fixed);
    expect(removeSongwriter(fixed, 0)).toBe(fixed);
    expect(editPercent(fixed, 0, 50)).toBe(fixed);
    const capped = { ...initialSplits(null, 2) };
    const one = addSongwriter(capped, existing(1));
    expect(addSongwriter(one, existing(2))).toBe(one);
    expect(
      validateSplits(
        [
          { kind: 'self', percent: 50 },
          { kind: 'existing', songwriterId: 1, percent: 25 },
          { kind: 'existing', songwriterId: 2, percent: 25 },
        ],
        { ...context, cap: 2 },
      ).count,
    ).toEqual({
      key: 'pub_songwriters_max',
      params: { max: 2 },
    });
  });

  it('refuses percentages outside (0, 100] or with more than 2 decimals, and duplicates', () => {
    const rows: SplitRow[] = [
      { kind: 'self', percent: 0 },
      { kind: 'existing', songwriterId: 1, percent: 100.5 },
      { kind: 'existing', songwriterId: 1, percent: 10.123 },
      { kind: 'existing', songwriterId: null, percent: 10 },
      { kind: 'new', profile: { firstName: 'ana', lastName: 'SOUZA', email: 'a@example.com', pro: 'bmi', ipi: VALID_IPI }, percent: 10 },
      { kind: 'new', profile: { firstName: 'Rio', lastName: 'Stone', email: 'r@example.com', pro: 'bmi', ipi: VALID_IPI }, percent: 10 },
    ];
    const report = validateSplits(rows, context);
    const invalid = { key: 'pub_percentage_invalid', params: { min: 0, max: 100 } };
    expect(report.rows).toEqual([
      { percent: invalid },
      { percent: invalid },
      { percent: invalid, songwriter: { key: 'pub_songwriter_duplicate' } },
      { songwriter: { key: 'pub_songwriter_required' } },
      { songwriter: { key: 'pub_songwriter_duplicate' } },
      { songwriter: { key: 'pub_songwriter_duplicate' } },
    ]);
    expect(splitsAreClean(report)).toBe(false);
  });

  it('property: any sequence of adds, removes and own-percentage edits keeps the total at exactly 100 % while there is a co-writer', () => {
    type Step = { op: 'add'; id: number } | { op: 'remove'; at: number } | { op: 'self'; percent: number } | { op: 'swap'; at: number; id: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ op: fc.constant('add' as const), id: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ op: fc.constant('remove' as const), at: fc.integer({ min: 0, max: 60 }) }),
      fc.record({ op: fc.constant('self' as const), percent: fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100) }),
      fc.record({ op: fc.constant('swap' as const), at: fc.integer({ min: 1, max: 60 }), id: fc.integer({ min: 1, max: 60 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), fc.option(fc.integer({ min: 1, max: 9_999 }).map(fromBasisPoints), { nil: null }), (steps, trackPercent) => {
        let state: SplitsState = initialSplits(trackPercent);
        for (const s of steps) {
          if (s.op === 'add') state = addSongwriter(state, existing(s.id));
          if (s.op === 'remove') state = removeSongwriter(state, s.at);
          if (s.op === 'self') state = editPercent(state, 0, s.percent);
          if (s.op === 'swap') state = editSongwriter(state, s.at, existing(s.id));
        }
        expect(state.manual).toBe(false);
        expect(state.rows.length).toBeLessThanOrEqual(50);
        if (state.rows.length > 1) expect(totalBasisPoints(state.rows)).toBe(10_000);
        expect(rebalance(state.rows)).toEqual(state.rows);
      }),
    );
  });

  it('stores percentages as basis points', () => {
    expect([toBasisPoints(12.5), toBasisPoints(33.33), toBasisPoints(100), fromBasisPoints(3334)]).toEqual([1250, 3333, 10_000, 33.34]);
  });
});

describe('English title (document 2 section 5)', () => {
  it('is needed for characters outside 23-127 and 160-255, and must use only those, at most 500', () => {
    expect(needsEnglishTitle('Café del Mar')).toBe(false);
    expect(needsEnglishTitle('夜に駆ける')).toBe(true);
    expect(needsEnglishTitle('Ночь')).toBe(true);
    expect(needsEnglishTitle('Smile 😀')).toBe(true);
    expect(englishTitleIssue('Café', undefined)).toBeUndefined();
    expect(englishTitleIssue('夜に駆ける', ' ')).toEqual({ key: 'pub_required' });
    expect(englishTitleIssue('夜に駆ける', 'Yoru ni Kakeru')).toBeUndefined();
    expect(englishTitleIssue('夜に駆ける', '夜 Run')).toEqual({ key: 'pub_english_title_chars' });
    expect(englishTitleIssue('夜', 'x'.repeat(501))).toEqual({ key: 'pub_length_invalid', params: { min: 1, max: 500 } });
  });
});

describe('eligibility (document 2 section 5)', () => {
  const track: PublishingTrackFacts = { accepted: true, publishingPercentage: 10_000, allStores: true, hasPublishingInfo: false, version: '', remixerNames: [], firstDisplayArtist: 'Luna Vega' };
  const artist: PublishingUserFacts = { isLabel: false, enforceCoverRestriction: true, enforceRemixRestriction: true };
  const table: [string, Partial<PublishingTrackFacts>, Partial<PublishingUserFacts>, string[]][] = [
    ['an accepted track with a share, in all stores', {}, {}, []],
    ['not accepted', { accepted: false }, {}, ['not_accepted']],
    ['a share of 0', { publishingPercentage: 0 }, {}, ['no_publishing_share']],
    ['no share asked', { publishingPercentage: null }, {}, []],
    ['in-house apps only', { allStores: false }, {}, ['not_all_stores']],
    ['already registered', { hasPublishingInfo: true }, {}, ['already_registered']],
    ['a cover where covers are restricted', { version: 'Cover' }, {}, ['cover']],
    ['a cover where they are not', { version: 'Cover' }, { enforceCoverRestriction: false }, []],
    ['a remix by someone else', { version: 'Remix', remixerNames: ['DJ Other'] }, {}, ['remix']],
    ['a remix by the artist', { version: 'Remix', remixerNames: ['luna vega'] }, {}, []],
    ['a label’s cover and remix', { version: 'Cover' }, { isLabel: true }, []],
  ];
  it.each(table)('%s', (_name, facts, user, reasons) => {
    expect(ineligibleReasons({ ...track, ...facts }, { ...artist, ...user })).toEqual(reasons);
  });
});

describe('registration states (section 4)', () => {
  it('is registered with an id, activated on success or with its society info sent', () => {
    expect(publishingHome(null)).toBe('landing');
    expect(publishingHome({ id: 1, status: 'INIT', lodInfo: null })).toBe('sign-up');
    expect(publishingHome({ id: 1, status: 'INFO_SENT', lodInfo: null })).toBe('sign-up');
    expect(publishingHome({ id: 1, status: 'INFO_SENT', lodInfo: { id: 'LOD-7' } })).toBe('tracks');
    expect(publishingHome({ id: 1, status: 'SUCCESS', lodInfo: null })).toBe('tracks');
    expect(isRegistered({ id: null, status: null, lodInfo: null })).toBe(false);
    expect(isActivated({ id: 1, status: 'FAILED', lodInfo: { id: 'x' } })).toBe(false);
  });
});

describe('society codes', () => {
  it('name societies of the catalogue only', async () => {
    const { cisacSocietyCodes } = await import('./society-codes.ts');
    const { collectingSocieties } = await import('../catalog/collecting-societies.ts');
    const ids = new Set(collectingSocieties.map((society) => society.id));
    expect(Object.keys(cisacSocietyCodes).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.values(cisacSocietyCodes).every((code) => /^\d{3}$/.test(code))).toBe(true);
    expect(new Set(Object.values(cisacSocietyCodes)).size).toBe(Object.keys(cisacSocietyCodes).length);
  });

  it('carry the codes of the CISAC table, for the societies most writers belong to', async () => {
    const { cisacSocietyCodes } = await import('./society-codes.ts');
    expect(cisacSocietyCodes).toMatchObject({
      ascap: '010',
      bmi: '021',
      socan: '101',
      'prs-for-music': '052',
      gema: '035',
      sacem: '058',
      jasrac: '038',
      ubc: '093',
      abramus: '201',
      komca: '118',
      samro: '063',
      acum: '001',
      'apra-amcos': '008',
      sacm: '059',
    });
    // Neighbouring-rights societies register recordings, not works: no CWR society code.
    for (const id of ['ppl', 'gvl', 'soundexchange', 'sena']) expect(cisacSocietyCodes[id], id).toBeUndefined();
    const { proSocieties } = await import('./signup.ts');
    expect(proSocieties.map((society) => society.id)).toEqual(expect.arrayContaining(['ascap', 'bmi', 'jasrac', 'ubc']));
    expect(proSocieties.some((society) => society.id === 'ppl')).toBe(false);
  });
});

describe('survey banner (document 2 section 2)', () => {
  it('shows on three pages to settled high-quality users of five regions within the window, until finished', async () => {
    const { showsSurvey, localDate } = await import('./survey.ts');
    const base = { page: 'overview' as const, settled: true, highQuality: true, region: 'US', today: '2025-03-21', window: { start: '2025-03-21', end: '2025-04-15' }, finished: false };
    expect(showsSurvey(base)).toBe(true);
    expect(showsSurvey({ ...base, today: '2025-04-15', region: 'NZ', page: 'royalty' })).toBe(true);
    expect(showsSurvey({ ...base, today: '2025-03-20' })).toBe(false);
    expect(showsSurvey({ ...base, today: '2025-04-16' })).toBe(false);
    expect(showsSurvey({ ...base, page: null })).toBe(false);
    expect(showsSurvey({ ...base, settled: false })).toBe(false);
    expect(showsSurvey({ ...base, highQuality: false })).toBe(false);
    expect(showsSurvey({ ...base, region: 'BR' })).toBe(false);
    expect(showsSurvey({ ...base, finished: true })).toBe(false);
    expect(localDate(new Date(2025, 2, 5, 23, 59))).toBe('2025-03-05');
  });
});

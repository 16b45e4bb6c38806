import { describe, expect, it } from 'vitest';
import { CwrWriteError } from './errors.ts';
import type { CwrBatch, CwrWork } from './model.ts';
import { parseCwr, senderOf } from './parse.ts';
import { readRegisteredWorks } from './read-works.ts';
import { registeredShares } from './shares.ts';
import { writeCwr } from './write.ts';

const createdAt = new Date('2026-03-05T14:07:09Z');

const sender: CwrBatch['sender'] = {
  name: 'SoundPort Publishing',
  ipiNameNumber: '987654321',
  submitterCode: 'SPT',
  partyNumber: 'SP1',
  societies: { performance: '021', mechanical: '034' },
};

/** A Spanish song with a co-writer outside our control. */
const cafe: CwrWork = {
  submitterWorkNumber: '1001',
  title: 'Café  del Mar',
  alternateTitles: [{ title: 'Cafe del Mar' }],
  language: 'es',
  writers: [
    { partyNumber: 'W1', lastName: 'Souza', firstName: 'Ana', ipiNameNumber: '463201', society: '21', role: 'CA', controlled: true, share: 6000 },
    { partyNumber: 'W2', lastName: 'Müller', firstName: 'Jürgen', society: '035', role: 'C', controlled: false, share: 4000 },
  ],
};

/** A Japanese title: the Latin-script alternate title becomes the work title. */
const yoru: CwrWork = {
  submitterWorkNumber: '1002',
  title: '夜に駆ける',
  alternateTitles: [{ title: 'Yoru ni Kakeru' }, { title: 'Racing into the Night', type: 'TT' }],
  iswc: 'T-034.524.680-1',
  writers: [
    { partyNumber: 'W3', lastName: 'Ayase', role: 'CA', controlled: true, share: 3333, ipiBaseNumber: 'I-000000229-7' },
    { partyNumber: 'W4', lastName: 'Ikura', role: 'A', controlled: true, share: 6667 },
  ],
  performers: ['YOASOBI'],
  recordings: [{ isrc: 'jp-ab1-20-00001', releaseTitle: 'THE BOOK', label: 'Sony Music', releaseDate: '2020-01-06', durationSeconds: 261, ean: '4547366436254' }],
};

const batch: CwrBatch = { sender, works: [cafe, yoru], sequence: 7 };

const LENGTHS: Record<string, number> = { HDR: 101, GRH: 28, NWR: 260, REV: 260, SPU: 183, SPT: 58, SWR: 180, SWT: 52, PWR: 110, OWR: 180, ALT: 83, PER: 118, REC: 266, GRT: 37, TRL: 24 };

/** Positions as the CWR specification prints them: 1-based start, width. */
const at = (line: string, start: number, width: number) => line.slice(start - 1, start - 1 + width);

const linesOf = (content: string) => content.split('\r\n').slice(0, -1);

describe('writeCwr', () => {
  const { fileName, content } = writeCwr(batch, { createdAt });
  const lines = linesOf(content);

  it('names the file CWyynnnnSSS_RRR.V21', () => {
    expect(fileName).toBe('CW260007SPT_000.V21');
    expect(writeCwr({ ...batch, receiver: '021', sequence: 1234 }, { createdAt }).fileName).toBe('CW261234SPT_021.V21');
  });

  it('writes ASCII records, each ended by CR LF, with the length of its record type', () => {
    expect(content.endsWith('\r\n')).toBe(true);
    expect(content.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(content).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(lines.map((line) => line.slice(0, 3))).toEqual([
      'HDR',
      'GRH',
      'NWR',
      'SPU',
      'SPT',
      'SWR',
      'SWT',
      'PWR',
      'OWR',
      'NWR',
      'SPU',
      'SPT',
      'SWR',
      'SWT',
      'PWR',
      'SWR',
      'SWT',
      'PWR',
      'ALT',
      'PER',
      'REC',
      'GRT',
      'TRL',
    ]); // prettier-ignore
    for (const line of lines) expect({ type: line.slice(0, 3), length: line.length }).toEqual({ type: line.slice(0, 3), length: LENGTHS[line.slice(0, 3)] });
  });

  it('writes the header, group header, sequence numbers and the counts of GRT and TRL', () => {
    expect(lines[0]).toBe(`HDRPB987654321${'SOUNDPORT PUBLISHING'.padEnd(45)}01.102026030514070920260305${' '.repeat(15)}`);
    expect(lines[1]).toBe('GRHNWR0000102.100000000000  ');
    expect(lines.slice(2, 9).map((line) => at(line, 4, 16))).toEqual([
      '0000000000000000',
      '0000000000000001',
      '0000000000000002',
      '0000000000000003',
      '0000000000000004',
      '0000000000000005',
      '0000000000000006',
    ]);
    expect(at(lines[9]!, 4, 16)).toBe('0000000100000000');
    expect(at(lines[20]!, 4, 16)).toBe('0000000100000011');
    expect(lines[21]).toBe('GRT000010000000200000021   0000000000');
    expect(lines[22]).toBe('TRL000010000000200000023');
    expect(parseCwr(content).issues).toEqual([]);
  });

  it('puts the fields where CWR 2.1 has them', () => {
    const [nwr, spu, spt, swr, swt, pwr, owr] = lines.slice(2, 9) as string[];
    expect(at(nwr!, 20, 60).trimEnd()).toBe('CAFE DEL MAR');
    expect(at(nwr!, 80, 2)).toBe('ES');
    expect(at(nwr!, 82, 14)).toBe('1001          ');
    expect(at(nwr!, 127, 3) + at(nwr!, 136, 1) + at(nwr!, 143, 3)).toBe('UNCUORI');
    expect(at(spu!, 20, 2) + at(spu!, 22, 9) + at(spu!, 77, 2) + at(spu!, 88, 11)).toBe('01SP1      E 00987654321');
    expect([at(spu!, 113, 3), at(spu!, 116, 5), at(spu!, 121, 3), at(spu!, 124, 5), at(spu!, 129, 3), at(spu!, 132, 5)]).toEqual(['021', '03000', '034', '06000', '   ', '06000']);
    expect([at(spt!, 35, 5), at(spt!, 40, 5), at(spt!, 45, 5), at(spt!, 50, 1), at(spt!, 51, 4)]).toEqual(['03000', '06000', '06000', 'I', '2136']);
    expect([at(swr!, 29, 45).trimEnd(), at(swr!, 74, 30).trimEnd(), at(swr!, 105, 2), at(swr!, 116, 11), at(swr!, 127, 3), at(swr!, 130, 5), at(swr!, 138, 5)]).toEqual([
      'SOUZA',
      'ANA',
      'CA',
      '00000463201',
      '021',
      '03000',
      '00000',
    ]); // prettier-ignore
    expect([at(swt!, 20, 9), at(swt!, 29, 5), at(swt!, 45, 4)]).toEqual(['W1       ', '03000', '2136']);
    expect([at(pwr!, 20, 9), at(pwr!, 29, 45).trimEnd(), at(pwr!, 102, 9)]).toEqual(['SP1      ', 'SOUNDPORT PUBLISHING', 'W1       ']);
    expect([at(owr!, 29, 45).trimEnd(), at(owr!, 74, 30).trimEnd(), at(owr!, 127, 3), at(owr!, 130, 5), at(owr!, 138, 5), at(owr!, 146, 5)]).toEqual([
      'MULLER',
      'JURGEN',
      '035',
      '04000',
      '04000',
      '04000',
    ]); // prettier-ignore
    const rec = lines[20]!;
    expect([at(rec, 20, 8), at(rec, 88, 6), at(rec, 99, 60).trimEnd(), at(rec, 159, 60).trimEnd(), at(rec, 237, 13), at(rec, 250, 12)]).toEqual([
      '20200106',
      '000421',
      'THE BOOK',
      'SONY MUSIC',
      '4547366436254',
      'JPAB12000001',
    ]); // prettier-ignore
  });

  it('reads back the works it wrote (round trip)', () => {
    expect(readRegisteredWorks(parseCwr(content))).toEqual([
      {
        transactionType: 'NWR',
        submitterWorkNumber: '1001',
        title: 'CAFE DEL MAR',
        iswc: undefined,
        language: 'ES',
        durationSeconds: undefined,
        alternateTitles: [],
        publishers: [
          {
            partyNumber: 'SP1',
            name: 'SOUNDPORT PUBLISHING',
            ipiNameNumber: '00987654321',
            controlled: true,
            type: 'E',
            societies: { pr: '021', mr: '034', sr: undefined },
            shares: { pr: 3000, mr: 6000, sr: 6000 },
            collection: [{ pr: 3000, mr: 6000, sr: 6000, territory: '2136', included: true }],
          },
        ],
        writers: [
          {
            partyNumber: 'W1',
            lastName: 'SOUZA',
            firstName: 'ANA',
            ipiNameNumber: '00000463201',
            ipiBaseNumber: undefined,
            society: '021',
            role: 'CA',
            controlled: true,
            shares: { pr: 3000, mr: 0, sr: 0 },
            collection: [{ pr: 3000, mr: 0, sr: 0, territory: '2136', included: true }],
            publisherPartyNumbers: ['SP1'],
          },
          {
            partyNumber: 'W2',
            lastName: 'MULLER',
            firstName: 'JURGEN',
            ipiNameNumber: undefined,
            ipiBaseNumber: undefined,
            society: '035',
            role: 'C',
            controlled: false,
            shares: { pr: 4000, mr: 4000, sr: 4000 },
            collection: [],
            publisherPartyNumbers: [],
          },
        ],
        performers: [],
        recordings: [],
      },
      {
        transactionType: 'NWR',
        submitterWorkNumber: '1002',
        title: 'YORU NI KAKERU',
        iswc: 'T0345246801',
        language: undefined,
        durationSeconds: 261,
        alternateTitles: [{ title: 'RACING INTO THE NIGHT', type: 'TT' }],
        publishers: [
          {
            partyNumber: 'SP1',
            name: 'SOUNDPORT PUBLISHING',
            ipiNameNumber: '00987654321',
            controlled: true,
            type: 'E',
            societies: { pr: '021', mr: '034', sr: undefined },
            shares: { pr: 4999, mr: 10000, sr: 10000 },
            collection: [{ pr: 4999, mr: 10000, sr: 10000, territory: '2136', included: true }],
          },
        ],
        writers: [
          {
            partyNumber: 'W3',
            lastName: 'AYASE',
            firstName: '',
            ipiNameNumber: undefined,
            ipiBaseNumber: 'I-000000229-7',
            society: undefined,
            role: 'CA',
            controlled: true,
            shares: { pr: 1667, mr: 0, sr: 0 },
            collection: [{ pr: 1667, mr: 0, sr: 0, territory: '2136', included: true }],
            publisherPartyNumbers: ['SP1'],
          },
          {
            partyNumber: 'W4',
            lastName: 'IKURA',
            firstName: '',
            ipiNameNumber: undefined,
            ipiBaseNumber: undefined,
            society: undefined,
            role: 'A',
            controlled: true,
            shares: { pr: 3334, mr: 0, sr: 0 },
            collection: [{ pr: 3334, mr: 0, sr: 0, territory: '2136', included: true }],
            publisherPartyNumbers: ['SP1'],
          },
        ],
        performers: ['YOASOBI'],
        recordings: [{ isrc: 'JPAB12000001', releaseTitle: 'THE BOOK', label: 'SONY MUSIC', releaseDate: '2020-01-06', durationSeconds: 261, ean: '4547366436254' }],
      },
    ]);
  });

  it('writes REV transactions and the revision-8 header for an 11-digit IPI name number', () => {
    const rev = writeCwr({ ...batch, transactionType: 'REV', sender: { ...sender, ipiNameNumber: '12345678901' } }, { createdAt });
    const file = parseCwr(rev.content);
    expect(linesOf(rev.content)[0]!.slice(0, 14)).toBe('HDR12345678901');
    expect(senderOf(file.header)).toEqual({ type: null, id: '12345678901', name: 'SOUNDPORT PUBLISHING' });
    expect(file.groups[0]!.header.fields.transactionType).toBe('REV');
    expect(readRegisteredWorks(file).map((work) => work.transactionType)).toEqual(['REV', 'REV']);
  });

  it('numbers writers without a party number, the same writer keeping its number across works', () => {
    const strip = (work: CwrWork): CwrWork => ({ ...work, writers: work.writers.map(({ partyNumber: _, ...writer }) => writer) });
    const again = { ...strip(cafe), submitterWorkNumber: '1003' };
    const works = readRegisteredWorks(parseCwr(writeCwr({ ...batch, works: [strip(cafe), strip(yoru), again] }, { createdAt }).content));
    expect(works.map((work) => work.writers.map((writer) => writer.partyNumber))).toEqual([
      ['W00001', 'W00002'],
      ['W00003', 'W00004'],
      ['W00001', 'W00002'],
    ]);
  });
});

describe('the split rule', () => {
  it('gives the publisher half the performance share and all mechanical and sync of the writers it publishes', () => {
    expect(
      registeredShares([
        { share: 5000, controlled: true },
        { share: 5000, controlled: false },
      ]),
    ).toEqual({
      publisher: { pr: 2500, mr: 5000, sr: 5000 },
      writers: [
        { pr: 2500, mr: 0, sr: 0 },
        { pr: 5000, mr: 5000, sr: 5000 },
      ],
    });
  });

  it('rounds in the writer’s favour and adds up to 100 % per right', () => {
    const { publisher, writers } = registeredShares([
      { share: 3333, controlled: true },
      { share: 3333, controlled: true },
      { share: 3334, controlled: false },
    ]);
    expect(publisher.pr).toBe(3332);
    expect(writers.map((w) => w.pr)).toEqual([1667, 1667, 3334]);
    for (const right of ['pr', 'mr', 'sr'] as const) expect(publisher[right] + writers.reduce((sum, w) => sum + w[right], 0)).toBe(10000);
  });

  it('follows a configured agreement', () => {
    expect(registeredShares([{ share: 10000, controlled: true }], { performance: 2500, mechanical: 5000, synchronisation: 10000 }).publisher).toEqual({ pr: 2500, mr: 5000, sr: 10000 });
  });
});

describe('writeCwr refuses what CWR cannot carry', () => {
  const refusal = (change: Partial<CwrBatch>) => {
    try {
      writeCwr({ ...batch, ...change }, { createdAt });
    } catch (error) {
      expect(error).toBeInstanceOf(CwrWriteError);
      const { messageKey, values } = error as CwrWriteError;
      return { messageKey, values };
    }
    throw new Error('no error');
  };
  const withWork = (work: Partial<CwrWork>) => ({ works: [{ ...cafe, ...work }] });

  it.each([
    [
      'shares that do not add up to 100 %',
      withWork({ writers: [{ ...cafe.writers[0]!, share: 5000 }, cafe.writers[1]!] }),
      { messageKey: 'publishing_cwr_shares_total', values: { work: '1001', total: 90 } },
    ],
    [
      'a work without a writer we publish',
      withWork({ writers: cafe.writers.map((w) => ({ ...w, controlled: false })) }),
      { messageKey: 'publishing_cwr_no_controlled_writer', values: { work: '1001' } },
    ],
    [
      'a title with no Latin form and no Latin alternate',
      withWork({ title: 'Ночь', alternateTitles: [{ title: 'Ночь!' }] }),
      { messageKey: 'publishing_cwr_title_unrepresentable', values: { work: '1001' } },
    ],
    [
      'a writer name with no Latin form',
      withWork({ writers: [{ ...cafe.writers[0]!, lastName: '王' }, cafe.writers[1]!] }),
      { messageKey: 'publishing_cwr_name_unrepresentable', values: { work: '1001', name: '王' } },
    ],
    ['an ISWC with a wrong check digit', withWork({ iswc: 'T0345246802' }), { messageKey: 'publishing_cwr_bad_value', values: { where: '1001', field: 'ISWC', value: 'T0345246802' } }],
    ['a malformed ISRC', withWork({ recordings: [{ isrc: 'US-XYZ-1' }] }), { messageKey: 'publishing_cwr_bad_value', values: { where: '1001', field: 'ISRC', value: 'US-XYZ-1' } }],
    [
      'an IPI name number with letters',
      withWork({ writers: [{ ...cafe.writers[0]!, ipiNameNumber: '12AB' }, cafe.writers[1]!] }),
      { messageKey: 'publishing_cwr_bad_value', values: { where: '1001', field: 'IPI name number', value: '12AB' } },
    ],
    [
      'a work number longer than 14 characters',
      withWork({ submitterWorkNumber: '123456789012345' }),
      { messageKey: 'publishing_cwr_bad_value', values: { where: '123456789012345', field: 'submitter work number', value: '123456789012345' } },
    ],
    ['the same work twice', { works: [cafe, cafe] }, { messageKey: 'publishing_cwr_duplicate_work', values: { work: '1001' } }],
    [
      'a publisher holding more than half the performance share',
      { sender: { ...sender, shareOfWriters: { performance: 5001, mechanical: 10000, synchronisation: 10000 } } },
      { messageKey: 'publishing_cwr_publisher_share', values: { right: 'performance', max: 50 } },
    ],
    ['a file number out of 1-9999', { sequence: 10000 }, { messageKey: 'publishing_cwr_bad_value', values: { where: 'SOUNDPORT PUBLISHING', field: 'file sequence number', value: '10000' } }],
  ] as const)('%s', (_case, change, expected) => {
    expect(refusal(change as Partial<CwrBatch>)).toEqual(expected);
  });
});

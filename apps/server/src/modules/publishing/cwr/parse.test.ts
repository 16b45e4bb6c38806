import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CwrParseError } from './errors.ts';
import { parseCwr, recordsOfType, senderOf } from './parse.ts';
import { readRegisteredWorks } from './read-works.ts';

const standards = fileURLToPath(new URL('../../../../../../standards/cwr/', import.meta.url));
const registration = readFileSync(`${standards}CW220001DMP_000.V21`);

describe('parseCwr on the publisher sample CW220001DMP_000.V21', () => {
  const file = parseCwr(registration);

  it('reads the header, one NWR group with one transaction, and consistent counts', () => {
    expect(senderOf(file.header)).toEqual({ type: null, id: '09000000020', name: 'TEST PUBLISHER' });
    expect(file.header.fields).toMatchObject({ ediVersion: '01.10', creationDate: '2021-01-22', creationTime: 13 * 3600 + 56 * 60 + 54, transmissionDate: '2021-01-23' });
    expect(file.groups).toHaveLength(1);
    expect(file.groups[0]!.header.fields).toMatchObject({ transactionType: 'NWR', groupId: 1, versionNumber: '02.10' });
    expect(file.groups[0]!.transactions).toHaveLength(1);
    expect(file.groups[0]!.trailer.fields).toMatchObject({ transactionCount: 1, recordCount: 20 });
    expect(file.trailer.fields).toEqual({ recordType: 'TRL', groupCount: 1, transactionCount: 1, recordCount: 22 });
    expect(file.records).toHaveLength(22);
    expect(file.issues).toEqual([]);
  });

  it('reads the work, its writers, publishers, shares and territory', () => {
    const [work] = readRegisteredWorks(file);
    expect(work).toMatchObject({ transactionType: 'NWR', title: 'MUSIC PUB CARTOONS', submitterWorkNumber: 'DMP000001', iswc: 'T1234567894' });
    const kolaric = work!.writers.find((writer) => writer.lastName === 'KOLARIC');
    expect(kolaric).toEqual({
      partyNumber: 'W000001',
      lastName: 'KOLARIC',
      firstName: 'MATIJA',
      ipiNameNumber: '00000000199',
      ipiBaseNumber: 'I-123456789-3',
      society: '010',
      role: 'AR',
      controlled: true,
      shares: { pr: 2500, mr: 0, sr: 0 },
      collection: [{ pr: 2500, mr: 0, sr: 0, territory: '2136', included: true }],
      publisherPartyNumbers: ['P000001'],
    });
    expect(work!.publishers.map(({ controlled, name, shares, collection }) => ({ controlled, name, shares, territories: collection.map((c) => c.territory) }))).toEqual([
      { controlled: true, name: 'TEST PUBLISHER', shares: { pr: 3750, mr: 7500, sr: 7500 }, territories: ['2136'] },
      { controlled: false, name: '', shares: { pr: 1250, mr: 2500, sr: 2500 }, territories: [] },
    ]);
    expect(work!.writers.map((writer) => [writer.lastName, writer.controlled, writer.shares.pr])).toEqual([
      ['KOLARIC', true, 2500],
      ['OTHER', true, 2500],
      ['', false, 0],
    ]);
    expect(work!.alternateTitles).toContainEqual({ title: 'MPC ACADEMY', type: 'TE' });
    expect(work!.alternateTitles).toHaveLength(5);
  });

  it('keeps record types it has no layout for… and types the ones it has', () => {
    const transaction = file.groups[0]!.transactions[0]!;
    expect(transaction.header).toMatchObject({ known: true, type: 'NWR', line: 3 });
    expect(recordsOfType(transaction.records, 'SPT')[0]!.fields).toMatchObject({ tisNumericCode: '2136', prCollectionShare: 3750, inclusionExclusionIndicator: 'I' });
    expect(recordsOfType(transaction.records, 'ORN')[0]!.fields).toMatchObject({ intendedPurpose: 'LIB', cdIdentifier: 'ML001', library: 'MUSIC LIBRARY' });
    const withUnknown = registration.toString('latin1').replace('VER0000000000000016', 'XYZ0000000000000016');
    const unknown = parseCwr(withUnknown).groups[0]!.transactions[0]!.records.find((record) => record.type === 'XYZ');
    expect(unknown).toMatchObject({ known: false, line: 19 });
    expect(unknown!.raw.startsWith('XYZ0000000000000016MUSIC PUB CARTOONS')).toBe(true);
  });
});

describe('parseCwr on malformed files', () => {
  const lines = registration.toString('latin1').split('\r\n');
  const withLine = (index: number, text: string) => lines.map((line, i) => (i === index ? text : line)).join('\r\n');
  const without = (index: number) => lines.filter((_, i) => i !== index).join('\r\n');
  const failure = (content: string) => {
    try {
      parseCwr(content);
    } catch (error) {
      expect(error).toBeInstanceOf(CwrParseError);
      const { line, messageKey, values, message } = error as CwrParseError;
      return { line, messageKey, values, message };
    }
    throw new Error('parsed');
  };

  it('names the line of a share that is not a number', () => {
    const spu = lines[3]!;
    expect(failure(withLine(3, `${spu.slice(0, 115)}3X500${spu.slice(120)}`))).toEqual({
      line: 4,
      messageKey: 'publishing_cwr_bad_field',
      values: { line: 4, record: 'SPU', field: 'prShare', value: '3X500' },
      message: 'Line 4: prShare of the SPU record is not valid: "3X500"',
    });
  });

  it('names the line of a date that does not exist', () => {
    expect(failure(withLine(0, lines[0]!.replace('20210122', '20210230')))).toMatchObject({ line: 1, values: { field: 'creationDate', value: '20210230' } });
  });

  it('names a line that is not a record at all', () => {
    expect(failure(withLine(6, 'kolaric, matija'))).toMatchObject({ line: 7, messageKey: 'publishing_cwr_not_a_record', message: 'Line 7: not a CWR record' });
  });

  it('names a record longer than its layout', () => {
    expect(failure(withLine(7, `${lines[7]!}EXTRA`))).toMatchObject({ line: 8, messageKey: 'publishing_cwr_record_too_long', values: { record: 'SWT', length: 52 } });
  });

  it('names a record out of place', () => {
    expect(failure(without(1))).toMatchObject({ line: 2, messageKey: 'publishing_cwr_out_of_place', values: { record: 'NWR' } });
    expect(failure([lines[3], ...lines].join('\r\n'))).toMatchObject({ line: 1, messageKey: 'publishing_cwr_out_of_place', values: { record: 'SPU' } });
  });

  it('names a record without its sequence numbers', () => {
    expect(failure(withLine(4, 'SPT'))).toMatchObject({ line: 5, values: { record: 'SPT', field: 'transactionSequence' } });
  });

  it('names the end of a file that lacks its trailer', () => {
    expect(failure(lines.slice(0, -1).join('\r\n'))).toMatchObject({ line: 21, messageKey: 'publishing_cwr_missing_record', values: { record: 'TRL' } });
    expect(failure(lines.slice(0, -2).join('\r\n'))).toMatchObject({ line: 20, values: { record: 'GRT' } });
    expect(failure('')).toMatchObject({ line: 1, messageKey: 'publishing_cwr_empty' });
  });

  it('reports counts that do not match without refusing the file', () => {
    const file = parseCwr(withLine(21, 'TRL000010000000100000099'));
    expect(file.issues).toEqual([{ line: 22, messageKey: 'publishing_cwr_bad_count', values: { line: 22, record: 'TRL', field: 'recordCount', stated: 99, actual: 22 } }]);
  });

  it('reads LF line ends and lines without their trailing spaces', () => {
    const trimmed = `${lines.map((line) => line.trimEnd()).join('\n')}\n`;
    expect(readRegisteredWorks(parseCwr(trimmed))).toEqual(readRegisteredWorks(parseCwr(registration)));
  });
});

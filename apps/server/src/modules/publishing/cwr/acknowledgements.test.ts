import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readAcknowledgements } from './acknowledgements.ts';
import { CwrParseError } from './errors.ts';
import { ack, msg, record } from './test-files.ts';

const standards = fileURLToPath(new URL('../../../../../../standards/cwr/', import.meta.url));
const sample = readFileSync(`${standards}CW220001000_DMP.V21`, 'latin1');

describe('readAcknowledgements', () => {
  it('reads the society sample CW220001000_DMP.V21', () => {
    const file = readAcknowledgements(sample);
    expect(file.society).toEqual({ code: '052', name: 'PRS for Music' });
    expect(file.created).toBe('2018-06-07');
    expect(file.acknowledgements).toEqual([
      {
        line: 3,
        submitterWorkNumber: 'MK000003',
        societyWorkId: '337739ES',
        iswc: 'T3005600277',
        title: 'THE MODIFIED WORK',
        status: 'AS',
        statusText: 'Registration accepted',
        accepted: true,
        outcome: 'accepted',
        originalTransactionType: 'REV',
        originalGroupId: 1,
        originalTransactionSequence: 0,
        originalFileCreated: '2020-06-03',
        processingDate: '2020-06-03',
        messages: [],
      },
      expect.objectContaining({ line: 19, submitterWorkNumber: 'MK000004', societyWorkId: '337739DU', status: 'AS', accepted: true, originalTransactionSequence: 1 }),
    ]);
    // The sample's GRT and TRL give 20 transactions for its 2: reported, not fatal.
    expect(file.issues.map((issue) => [issue.line, issue.values.record, issue.values.field])).toEqual([
      [26, 'GRT', 'transactionCount'],
      [27, 'TRL', 'transactionCount'],
    ]);
  });

  it('reads rejections, conflicts and duplicates with the society’s messages', () => {
    const content = [
      record([
        [1, 'HDRSO000000021BMI'],
        [60, '01.102026032009300020260320'],
      ]),
      'GRHACK0000102.100000000000',
      ack(0, '1001', 'CAFE DEL MAR', '', 'RJ'),
      msg(0, 1, 'SWR', 3, '045', 'WRITER IPI NAME NUMBER NOT FOUND'),
      msg(0, 2, 'SPU', 1, '012', 'PUBLISHER NOT A MEMBER'),
      ack(1, '1002', 'YORU NI KAKERU', '887766', 'CO'),
      msg(1, 1, 'NWR', 0, '101', 'CONFLICTING CLAIM BY ANOTHER PUBLISHER'),
      ack(2, '1003', 'THIRD SONG', '554433', 'DU'),
      ack(3, '1004', 'FOURTH SONG', '', 'RA'),
      ack(4, '1005', 'FIFTH SONG', '112233', 'AC'),
      'GRT000010000000500000010',
      'TRL000010000000500000012',
    ].join('\r\n');
    const file = readAcknowledgements(content);
    expect(file.issues).toEqual([]);
    expect(file.society).toEqual({ code: '021', name: 'BMI' });
    expect(file.acknowledgements.map(({ submitterWorkNumber, societyWorkId, status, accepted, outcome }) => ({ submitterWorkNumber, societyWorkId, status, accepted, outcome }))).toEqual([
      { submitterWorkNumber: '1001', societyWorkId: undefined, status: 'RJ', accepted: false, outcome: 'rejected' },
      { submitterWorkNumber: '1002', societyWorkId: '887766', status: 'CO', accepted: false, outcome: 'rejected' },
      { submitterWorkNumber: '1003', societyWorkId: '554433', status: 'DU', accepted: false, outcome: 'rejected' },
      { submitterWorkNumber: '1004', societyWorkId: undefined, status: 'RA', accepted: false, outcome: 'pending' },
      { submitterWorkNumber: '1005', societyWorkId: '112233', status: 'AC', accepted: true, outcome: 'accepted' },
    ]);
    expect(file.acknowledgements[0]!.messages).toEqual([
      { type: 'T', level: 'T', recordType: 'SWR', recordSequence: 3, validationNumber: '045', text: 'WRITER IPI NAME NUMBER NOT FOUND' },
      { type: 'T', level: 'T', recordType: 'SPU', recordSequence: 1, validationNumber: '012', text: 'PUBLISHER NOT A MEMBER' },
    ]);
    expect(file.acknowledgements[1]!.messages.map((m) => m.text)).toEqual(['CONFLICTING CLAIM BY ANOTHER PUBLISHER']);
    expect(file.acknowledgements[1]).toMatchObject({ statusText: 'Conflict with another claim', processingDate: '2026-03-20', originalFileCreated: '2026-03-05' });
  });

  it('refuses an unknown status and a file that is not an acknowledgement, naming the line', () => {
    expect(() => readAcknowledgements(sample.replace('20200603AS\n', '20200603ZZ\n'))).toThrow('Line 3: unknown transaction status "ZZ"');
    const registration = readFileSync(`${standards}CW220001DMP_000.V21`);
    expect(() => readAcknowledgements(registration)).toThrow(CwrParseError);
    expect(() => readAcknowledgements(registration)).toThrow('Line 2: the file holds no acknowledgement group (GRH ACK)');
  });
});

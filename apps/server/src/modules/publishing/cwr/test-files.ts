/** Test support: hand-built CWR acknowledgement records, positioned as the specification lists them. */
/** A record from (1-based start, text) pieces, as the specification lists positions. */
export function record(pieces: [start: number, text: string][]): string {
  let line = '';
  for (const [start, text] of pieces) line = line.padEnd(start - 1, ' ') + text;
  return line;
}

export const ack = (transaction: number, work: string, title: string, societyId: string, status: string) =>
  record([
    [1, `ACK${String(transaction).padStart(8, '0')}00000000`],
    [20, '20260305140709'],
    [34, '00001'],
    [39, String(transaction).padStart(8, '0')],
    [47, 'NWR'],
    [50, title],
    [110, work],
    [130, societyId],
    [150, '20260320'],
    [158, status],
  ]);

export const msg = (transaction: number, sequence: number, about: string, aboutSequence: number, validation: string, text: string) =>
  record([
    [1, `MSG${String(transaction).padStart(8, '0')}${String(sequence).padStart(8, '0')}`],
    [20, 'T'],
    [21, String(aboutSequence).padStart(8, '0')],
    [29, about],
    [32, 'T'],
    [33, validation],
    [36, text],
  ]);

/** A whole acknowledgement file from a society (HDR, one ACK group, trailers with the right counts). */
export function acknowledgementFile(society: { code: string; name: string }, lines: string[]): string {
  const transactions = lines.filter((line) => line.startsWith('ACK')).length;
  const records = lines.length;
  return [
    record([
      [1, `HDRSO${society.code.padStart(9, '0')}${society.name}`],
      [60, '01.102026032009300020260320'],
    ]),
    'GRHACK0000102.100000000000',
    ...lines,
    `GRT00001${String(transactions).padStart(8, '0')}${String(records + 2).padStart(8, '0')}`,
    `TRL00001${String(transactions).padStart(8, '0')}${String(records + 4).padStart(8, '0')}`,
  ].join('\r\n');
}

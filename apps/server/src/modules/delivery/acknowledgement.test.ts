import { describe, expect, it } from 'vitest';
import { parseAcknowledgementFile } from './acknowledgement.ts';

describe('store acknowledgements', () => {
  it('reads the XML format', () => {
    const file = parseAcknowledgementFile(`<?xml version="1.0" encoding="UTF-8"?>
<DeliveryAcknowledgement>
  <Acknowledgement>
    <MessageId>SP-1-1026-1</MessageId>
    <ICPN>0123456789012</ICPN>
    <Status>Live</Status>
    <Date>2025-04-05</Date>
    <StoreReleaseId>spotify:album:1A2B</StoreReleaseId>
  </Acknowledgement>
  <Acknowledgement>
    <MessageId>SP-2-1026-1</MessageId>
    <ICPN>036000291452</ICPN>
    <Status>rejected</Status>
    <Date>2025-04-05T09:30:00+09:00</Date>
    <Reason>Cover art has a URL &amp; a price</Reason>
  </Acknowledgement>
</DeliveryAcknowledgement>`);
    expect(file.issues).toEqual([]);
    expect(file.records).toEqual([
      { messageId: 'SP-1-1026-1', upc: '123456789012', status: 'Live', at: new Date('2025-04-05T00:00:00Z'), reason: undefined, storeReleaseId: 'spotify:album:1A2B', line: 3 },
      { messageId: 'SP-2-1026-1', upc: '036000291452', status: 'Rejected', at: new Date('2025-04-05T00:30:00Z'), reason: 'Cover art has a URL & a price', storeReleaseId: undefined, line: 10 },
    ]);
  });

  it('reads the CSV format, with quotes, any column order and a byte order mark', () => {
    const file = parseAcknowledgementFile(
      '\uFEFFstatus,message_id,upc,date,reason\r\nTakenDown,SP-1-1026-3,123456789012,2025-06-01,\r\nRejected,SP-2-1026-1,036000291452,2025-04-05,"Title ""mismatch"", see\nline two"\n',
    );
    expect(file.issues).toEqual([]);
    expect(file.records.map(({ messageId, status, reason, line }) => ({ messageId, status, reason, line }))).toEqual([
      { messageId: 'SP-1-1026-3', status: 'TakenDown', reason: undefined, line: 2 },
      { messageId: 'SP-2-1026-1', status: 'Rejected', reason: 'Title "mismatch", see\nline two', line: 3 },
    ]);
  });

  it('keeps the good records and names each bad one with its line', () => {
    const file = parseAcknowledgementFile(
      [
        'message_id,upc,status,date',
        'M1,123456789012,Live,2025-04-05',
        'M2,123456789013,Live,2025-04-05',
        'M3,123456789012,Pending,2025-04-05',
        'M4,123456789012,Live,2025-02-30',
        'M5,123456789012,Live,2025-04-05T10:00:00',
        ',123456789012,Live,2025-04-05',
        'M7,123456789012,Live',
      ].join('\n'),
    );
    expect(file.records.map((r) => r.messageId)).toEqual(['M1']);
    expect(file.issues).toEqual([
      { line: 3, messageKey: 'delivery_ack_bad_upc', values: { value: '123456789013' } },
      { line: 4, messageKey: 'delivery_ack_bad_status', values: { value: 'Pending' } },
      { line: 5, messageKey: 'delivery_ack_bad_date', values: { value: '2025-02-30' } },
      { line: 6, messageKey: 'delivery_ack_bad_date', values: { value: '2025-04-05T10:00:00' } },
      { line: 7, messageKey: 'delivery_ack_missing_field', values: { field: 'message_id' } },
      { line: 8, messageKey: 'delivery_ack_missing_field', values: { field: 'date' } },
    ]);
  });

  it.each([
    ['a CSV without the required columns', 'id,barcode\n1,123456789012', 'delivery_ack_missing_columns'],
    ['broken XML', '<DeliveryAcknowledgement><Acknowledgement></DeliveryAcknowledgement>', 'delivery_ack_bad_xml'],
    ['XML with a DOCTYPE', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><DeliveryAcknowledgement/>', 'delivery_ack_bad_xml'],
    ['another XML document', '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"/>', 'delivery_ack_bad_xml'],
    ['an empty acknowledgement list', '<DeliveryAcknowledgement/>', 'delivery_ack_empty'],
    ['a CSV with a header only', 'message_id,upc,status,date\n', 'delivery_ack_empty'],
    ['an empty file', '', 'delivery_ack_missing_columns'],
  ])('reports %s', (_, content, messageKey) => {
    const file = parseAcknowledgementFile(content);
    expect(file.records).toEqual([]);
    expect(file.issues.map((issue) => issue.messageKey)).toEqual([messageKey]);
  });
});

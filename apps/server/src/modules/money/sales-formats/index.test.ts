import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { APPLE_REPORT_COLUMNS } from './apple.ts';
import { detectFormat, openSalesReport, readLines, salesFormats } from './index.ts';
import { collect, linesOf, parsed } from './test-support.ts';

const HEADERS = {
  generic: 'reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue',
  apple: APPLE_REPORT_COLUMNS.join('\t'),
  bandcamp: 'date,paid to,item type,item name,artist,currency,item price,quantity,net amount,catalog number,upc,isrc,country,country code',
  dsr: 'HEAD\tdsrf/30\tUGCProfile\t1.0\t1453417766009915\t2016-01-21T15:09:26Z\t1\t1\t2015-10-01\t2015-12-31\tPADPIDA2013020802I\tYouTube',
};

const bytes = (text: string) => new TextEncoder().encode(text);

async function* chunks(...parts: Uint8Array[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield part;
}

describe('format detection', () => {
  it('picks the format of each header', () => {
    for (const [id, header] of Object.entries(HEADERS)) expect(detectFormat(header)?.id, id).toBe(id);
    expect(detectFormat(`\uFEFF${HEADERS.generic}`)?.id).toBe('generic');
    expect(salesFormats.map((format) => format.id).sort()).toEqual(['apple', 'bandcamp', 'dsr', 'generic']);
  });

  it('gives null for a header it does not know', () => {
    expect(detectFormat('Sale Date,Title,Artist,Streams,Earnings (USD)')).toBeNull();
    expect(detectFormat('')).toBeNull();
  });
});

describe('readLines', () => {
  it('strips the BOM, reads CRLF and LF, and keeps a last line without a newline', async () => {
    const lines = await collect(readLines(chunks(bytes('\uFEFFa,b\r\nc,d\n\r\nlast'))));
    expect(lines).toEqual(['a,b', 'c,d', '', 'last']);
  });

  it('decodes UTF-8 split across chunks and reads Node streams', async () => {
    const text = bytes('Café Tacvba\r\nBjörk\r\n');
    const split = await collect(readLines(chunks(text.slice(0, 4), text.slice(4, 17), text.slice(17))));
    expect(split).toEqual(['Café Tacvba', 'Björk']);
    expect(await collect(readLines(Readable.from([Buffer.from('x\ny')])))).toEqual(['x', 'y']);
  });

  it('streams a large input line by line', async () => {
    async function* generated(): AsyncIterable<Uint8Array> {
      for (let block = 0; block < 200; block++) {
        let text = '';
        for (let line = 0; line < 1000; line++) text += `2024-03,2024-02,Deezer,FR,FRZ0124${String(block * 1000 + line).padStart(5, '0')},,1,EUR,0.003412\r\n`;
        yield bytes(text);
      }
    }
    let count = 0;
    for await (const line of readLines(generated())) if (line !== '') count++;
    expect(count).toBe(200_000);
  });
});

describe('openSalesReport', () => {
  it('detects the format from the first non-empty line and parses the whole file with file line numbers', async () => {
    const file = ['', '', HEADERS.generic, '2024-03,2024-02,Deezer,FR,FRZ012400001,,3,EUR,0.01', '2024-03,bad,Deezer,FR,FRZ012400001,,3,EUR,0.01'];
    const report = await openSalesReport(linesOf(file.join('\n')));
    expect(report?.format.id).toBe('generic');
    const { lines, issues } = await parsed(report!.batches);
    expect(lines.map((line) => line.lineNumber)).toEqual([4]);
    expect(issues.map((issue) => issue.lineNumber)).toEqual([5]);
  });

  it('gives null for an unknown or empty file', async () => {
    expect(await openSalesReport(linesOf('Sale Date,Title\n1/1/24,Song'))).toBeNull();
    expect(await openSalesReport(linesOf('\n\n'))).toBeNull();
  });
});

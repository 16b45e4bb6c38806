import { describe, expect, it } from 'vitest';
import { bandcampFormat } from './bandcamp.ts';
import { linesOf, parsed } from './test-support.ts';

const HEADER =
  'date,paid to,item type,item name,artist,currency,item price,quantity,sub total,transaction fee,net amount,package,option,' +
  'item url,catalog number,upc,isrc,buyer name,buyer note,country,country code';

const REPORT = [
  HEADER,
  '1/31/24 11:58pm,PayPal,track,"Song, Part 1",The Artist,USD,1.00,1,1.00,-0.22,0.78,,,https://artist.bandcamp.com/track/song,SP001,,USRC12400001,Ann,,United States,US',
  '2024-01-15 10:00:00,Bandcamp,album,Album,The Artist,EUR,8.00,1,8.00,-1.07,6.93,,,https://artist.bandcamp.com/album/album,SP001,5 012345 678900,,Bob,"Great record,',
  'thanks!",Germany,de',
  '1/20/2024,,payout,,,USD,,,,,-100.00,,,,,,,,,,',
  '1/21/24 1:00am,PayPal,package,T-shirt,The Artist,USD,20.00,1,20.00,-2.50,17.50,T-shirt,L,,,,,Cy,,France,FR',
  '1/22/24 3:15PM,PayPal,package,Vinyl LP,The Artist,USD,25.00,2,50.00,-6.00,44.00,Vinyl,,,SP001-LP,5012345678917,,Dee,,,',
  '13/45/24 1:00pm,PayPal,track,Song,The Artist,USD,1.00,1,1.00,-0.22,0.78,,,,SP001,,USRC12400001,Eve,,,US',
  '1/23/24 1:00pm,PayPal,track,Song,The Artist,USD,1.00,1,1.00,-0.22,n/a,,,,SP001,,USRC12400001,Fay,,,US',
  '1/24/24 2:00pm,PayPal,track,"Song, refunded",The Artist,USD,1.00,-1,-1.00,0,-1.00,,,,SP001,,USRC12400001,Gus,,,US',
  '1/25/24 2:00pm,PayPal,track,"Unclosed quote,The Artist,USD,1.00,1,1.00,-0.22,0.78,,,,SP001,,USRC12400001,Hal,,,US',
  '1/26/24 2:00pm,PayPal,track,Song,The Artist,USD,1.00,1,1.00,-0.22,0.78,,,,SP001,,USRC12400001,Ida,,,US',
].join('\n');

describe('Bandcamp sales report', () => {
  it('reads album, track and coded package rows by column name, skipping payouts and uncoded merch', async () => {
    const { lines, issues } = await parsed(bandcampFormat.parse(linesOf(REPORT)));
    const sale = { store: 'Bandcamp', storeItemId: 'SP001', units: 1, currency: 'USD', saleType: 'download' as const };
    expect(lines).toEqual([
      { ...sale, lineNumber: 2, periodStart: '2024-01-31', periodEnd: '2024-01-31', country: 'US', isrc: 'USRC12400001', upc: null, revenue: '0.78' },
      { ...sale, lineNumber: 3, periodStart: '2024-01-15', periodEnd: '2024-01-15', country: 'DE', isrc: null, upc: '5012345678900', currency: 'EUR', revenue: '6.93' },
      {
        ...sale,
        lineNumber: 7,
        periodStart: '2024-01-22',
        periodEnd: '2024-01-22',
        country: 'WW',
        isrc: null,
        upc: '5012345678917',
        storeItemId: 'SP001-LP',
        units: 2,
        revenue: '44',
        saleType: 'other',
      },
      { ...sale, lineNumber: 10, periodStart: '2024-01-24', periodEnd: '2024-01-24', country: 'US', isrc: 'USRC12400001', upc: null, units: -1, revenue: '-1' },
      { ...sale, lineNumber: 12, periodStart: '2024-01-26', periodEnd: '2024-01-26', country: 'US', isrc: 'USRC12400001', upc: null, revenue: '0.78' },
    ]);
    expect(issues.map(({ lineNumber, issue }) => ({ lineNumber, issue }))).toEqual([
      { lineNumber: 8, issue: "invalid date '13/45/24 1:00pm'" },
      { lineNumber: 9, issue: "invalid net amount 'n/a'" },
      { lineNumber: 11, issue: 'unterminated quoted field' },
    ]);
  });

  it('detects its header, in any column order, and no other', () => {
    expect(bandcampFormat.detect(HEADER)).toBe(true);
    expect(bandcampFormat.detect('"Net Amount","Date","Item Type","Item Name","Currency","Quantity"')).toBe(true);
    expect(bandcampFormat.detect('date,item type,item name,currency,quantity')).toBe(false);
  });
});

import { normaliseTerritories, territories as allTerritories, WORLDWIDE } from '@portal/domain/catalog/territories';
import { ReleaseTimeType } from '@portal/domain/release/model';
import type { XmlElement } from '../../delivery/xml-writer.ts';
import { select } from '../../delivery/xml-reader.ts';
import { childElements, textAt, textsAt } from './ern-nodes.ts';

/** A moment of an ERN: a date-time with an offset is one instant everywhere; a date, or a date-time without offset, is a local wall clock. */
export interface ErnMoment {
  at: number;
  type: (typeof ReleaseTimeType)[keyof typeof ReleaseTimeType];
}

const validDate = (year: number, month: number, day: number) => {
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? at : undefined;
};

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** xs:date or xs:dateTime as a moment; local ones are read on the UTC clock (the form's timezone for them is UTC). */
export function parseErnMoment(text: string | undefined): ErnMoment | undefined {
  const parts = text ? DATE_TIME.exec(text.trim()) : null;
  if (!parts) return undefined;
  const [, y, mo, d, h, mi, s, fraction, zone] = parts;
  const day = validDate(Number(y), Number(mo), Number(d));
  if (day === undefined) return undefined;
  if (h === undefined) return { at: day, type: ReleaseTimeType.LOCAL };
  const hours = Number(h);
  const minutes = Number(mi);
  const seconds = Number(s ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const local = day + ((hours * 60 + minutes) * 60 + seconds) * 1000 + Math.round(Number(fraction ?? 0) * 1000);
  if (!zone) return { at: local, type: ReleaseTimeType.LOCAL };
  if (zone === 'Z') return { at: local, type: ReleaseTimeType.GLOBAL };
  const sign = zone.startsWith('-') ? -1 : 1;
  const offsetMinutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
  return { at: local - sign * offsetMinutes * 60_000, type: ReleaseTimeType.GLOBAL };
}

/** A calendar date (YYYY, YYYY-MM or YYYY-MM-DD, or the date of a date-time) as midnight UTC of that day. */
export function parseErnDate(text: string | undefined): number | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const partial = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (partial) return validDate(Number(partial[1]), Number(partial[2] ?? 1), 1);
  const moment = parseErnMoment(value.slice(0, 10));
  return moment?.at;
}

export interface DealFacts {
  /** The earliest start of a deal (not a pre-order), with how it was written. */
  start?: ErnMoment;
  /** The earliest start of a pre-order deal. */
  preOrderStart?: ErnMoment;
  territories: string[];
  unknownTerritories: string[];
}

/**
 * What the DealList says about one release: where it is sold (every deal's territories together; "Worldwide" with
 * excluded territories is the rest of the world) and from when. Deals are those naming the release, else those of
 * its track releases. Undefined when no deal names either.
 */
export function dealFacts(root: XmlElement, releaseRef: string, trackReleaseRefs: string[]): DealFacts | undefined {
  const releaseDeals = select(root, 'DealList/ReleaseDeal');
  const naming = (refs: string[]) => releaseDeals.filter((deal) => textsAt(deal, 'DealReleaseReference').some((ref) => refs.includes(ref)));
  const chosen = naming([releaseRef]).length ? naming([releaseRef]) : naming(trackReleaseRefs);
  if (!chosen.length) return undefined;

  const included = new Set<string>();
  let start: ErnMoment | undefined;
  let preOrderStart: ErnMoment | undefined;
  for (const terms of chosen.flatMap((deal) => select(deal, 'Deal/DealTerms'))) {
    const period = childElements(terms, 'ValidityPeriod')[0];
    const moment = parseErnMoment(textAt(period, 'StartDateTime') ?? textAt(period, 'StartDate'));
    if (textAt(terms, 'IsPreOrderDeal') === 'true') {
      if (moment && (!preOrderStart || moment.at < preOrderStart.at)) preOrderStart = moment;
      continue;
    }
    if (moment && (!start || moment.at < start.at)) start = moment;
    const codes = textsAt(terms, 'TerritoryCode');
    const excluded = new Set(textsAt(terms, 'ExcludedTerritoryCode').map((code) => code.toUpperCase()));
    const worldwide = codes.some((code) => code.toLowerCase() === WORLDWIDE.toLowerCase());
    if (worldwide && excluded.size) {
      for (const territory of allTerritories) if (!excluded.has(territory.code)) included.add(territory.code);
    } else codes.forEach((code) => included.add(code));
  }
  const { territories, unknown } = normaliseTerritories([...included]);
  // A list of every territory is the whole world, as the form would save it.
  const everywhere = territories.length === allTerritories.length;
  return { start, preOrderStart, territories: everywhere ? [WORLDWIDE] : territories, unknownTerritories: unknown };
}

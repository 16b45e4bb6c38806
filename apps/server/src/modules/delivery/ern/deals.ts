import { normaliseTerritories } from '@portal/domain/catalog/territories';
import type { Offer, ReleaseSnapshot } from '../release-snapshot.ts';
import { el, type XmlElement } from '../xml-writer.ts';
import { dealDateTime, utcDateTime } from './dates.ts';
import type { MessageKind } from './message-files.ts';

export const VISIBILITY_REF = 'V1';

interface DealShape {
  commercialModel: string;
  useTypes: string[];
  offer: Offer;
}

// What a distributor licenses to a DSP: streaming to subscribers (with offline caching) and on the free,
// ad-supported tier; permanent downloads sold per item.
const DEALS: DealShape[] = [
  { offer: 'stream', commercialModel: 'SubscriptionModel', useTypes: ['OnDemandStream', 'NonInteractiveStream', 'ConditionalDownload'] },
  { offer: 'stream', commercialModel: 'AdvertisementSupportedModel', useTypes: ['OnDemandStream', 'NonInteractiveStream'] },
  { offer: 'download', commercialModel: 'PayAsYouGoModel', useTypes: ['PermanentDownload'] },
];

/** The deal territories: ['Worldwide'] or sorted ISO codes. Throws on an empty list or an unknown code. */
export function dealTerritories(list: string[]): string[] {
  const { territories, unknown } = normaliseTerritories(list);
  if (unknown.length) throw new RangeError(`Unknown territories: ${unknown.join(', ')}`);
  if (!territories.length) throw new RangeError('A release needs at least one territory');
  return territories;
}

interface Period {
  start: Date;
  end?: Date;
}

/** Pre-save display dates are sent while the release is on sale, never in a takedown. */
export const hasVisibility = (snapshot: ReleaseSnapshot, kind: MessageKind) => Boolean(snapshot.release.preReleaseAt) && kind !== 'Takedown';

export function dealList(snapshot: ReleaseSnapshot, releaseRefs: string[], kind: MessageKind): XmlElement {
  const { release, recipient, createdAt } = snapshot;
  const offers = new Set(recipient.offers ?? ['stream', 'download']);
  const territories = dealTerritories(release.territories);
  const preRelease = release.preReleaseAt;
  if (preRelease && preRelease >= release.releaseAt) throw new RangeError('The pre-release date must be before the release date');
  if (!offers.size) throw new RangeError(`No offers for ${recipient.name}`);

  const moment = (at: Date) => dealDateTime(at, release.releaseTimeType, release.timezone);
  const period = (startsAt: string, endsAt?: string) => el('ValidityPeriod', null, el('StartDateTime', null, startsAt), endsAt && el('EndDateTime', null, endsAt));
  // A takedown re-sends every deal ending now (DDEX ERN 4 has no TakeDown flag: a deal ends with its validity
  // period). A deal that had not started yet starts and ends now, so it never opens.
  const validity = ({ start, end }: Period) => {
    if (kind !== 'Takedown' || (end && end <= createdAt)) return period(moment(start), end && moment(end));
    const now = utcDateTime(createdAt);
    return period(start > createdAt ? now : moment(start), now);
  };
  const deal = (shape: DealShape, validFor: Period, preOrder = false) =>
    el(
      'Deal',
      null,
      el(
        'DealTerms',
        null,
        territories.map((code) => el('TerritoryCode', null, code)),
        validity(validFor),
        el('CommercialModelType', null, shape.commercialModel),
        shape.useTypes.map((use) => el('UseType', null, use)),
        preOrder && el('IsPreOrderDeal', null, 'true'),
      ),
    );

  const dealsOffered = DEALS.filter((shape) => offers.has(shape.offer));
  const preOrderDeals = preRelease ? dealsOffered.filter((shape) => shape.offer === 'download') : [];
  return el(
    'DealList',
    null,
    el(
      'ReleaseDeal',
      null,
      releaseRefs.map((ref) => el('DealReleaseReference', null, ref)),
      dealsOffered.map((shape) => deal(shape, { start: release.releaseAt })),
    ),
    // Pre-order (downloads) runs from the pre-release date until the release date, for the whole release only.
    preOrderDeals.length > 0 &&
      el(
        'ReleaseDeal',
        null,
        el('DealReleaseReference', null, releaseRefs[0]!),
        preOrderDeals.map((shape) => deal(shape, { start: preRelease!, end: release.releaseAt }, true)),
      ),
    // Pre-save on streaming stores: the release page, cover, track list and clips show from the pre-release date.
    hasVisibility(snapshot, kind) &&
      el(
        'ReleaseVisibility',
        null,
        el('VisibilityReference', null, VISIBILITY_REF),
        ['ReleaseDisplayStartDateTime', 'CoverArtPreviewStartDateTime', 'FullTrackListingPreviewStartDateTime', 'ClipPreviewStartDateTime'].map((name) => el(name, null, moment(preRelease!))),
      ),
  );
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deliveryFailureReasons, deliveryReasonKey, deliveryStates } from '@portal/domain/release/delivery';
import { healthProblem } from '@portal/contract/deliveries';
import {
  deliveryGroupKey,
  deliveryGroups,
  deliveryMessageKindKey,
  deliveryMessageKinds,
  deliverySourceKey,
  deliverySources,
  deliveryStateColor,
  deliveryStateKey,
  healthFeatureKey,
  healthFeatures,
} from './delivery-labels.ts';

const catalog = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../packages/i18n/locales/en.json', import.meta.url)), 'utf8')) as Record<string, string>;

describe('delivery labels', () => {
  it('names and colours every state of the domain, an unknown one as queued', () => {
    expect(deliveryStateKey('pending')).toBe('release_delivery_pending');
    expect(deliveryStateKey('acknowledged')).toBe('release_delivery_acknowledged');
    expect(deliveryStateKey('exploded')).toBe('release_delivery_pending');
    expect(deliveryStateColor('failed')).toBe('red');
    expect(deliveryStateColor('held')).toBe('yellow');
    expect(deliveryStateColor('exploded')).toBe('gray');
    expect(new Set(deliveryStates.map(deliveryStateColor)).size).toBe(deliveryStates.length);
  });

  it('reads the states as the issue words them', () => {
    expect(catalog[deliveryStateKey('pending')]).toBe('Queued');
    expect(catalog[deliveryStateKey('delivered')]).toBe('Sent to the store');
    expect(catalog[deliveryStateKey('acknowledged')]).toBe('Received by the store');
    expect(catalog[deliveryStateKey('held')]).toBe('On hold');
  });

  it('names message kinds it knows and no others', () => {
    expect(deliveryMessageKindKey('Insert')).toBe('delivery_message_insert');
    expect(deliveryMessageKindKey('Takedown')).toBe('delivery_message_takedown');
    expect(deliveryMessageKindKey('Purge')).toBeNull();
    expect(deliveryMessageKindKey(null)).toBeNull();
  });

  it('names every feature the health check can name', () => {
    expect([...healthFeatures].sort()).toEqual([...healthProblem.shape.feature.options].sort());
    expect(healthFeatureKey('uploads')).toBe('health_feature_uploads');
  });

  it('has a text for every key built at run time', () => {
    const keys = [
      ...deliveryStates.map(deliveryStateKey),
      'release_delivery_not_sent',
      ...deliveryGroups.map(deliveryGroupKey),
      ...deliverySources.map(deliverySourceKey),
      ...deliveryMessageKinds.map((kind) => deliveryMessageKindKey(kind)!),
      ...healthFeatures.map(healthFeatureKey),
      ...Object.keys(deliveryFailureReasons).flatMap((code) => [deliveryReasonKey(code), `admin_delivery_reason_${code}`]),
      'health_severity_unusable',
      'health_severity_degraded',
    ];
    expect(keys.filter((key) => !(key in catalog))).toEqual([]);
  });
});

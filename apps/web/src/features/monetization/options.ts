import { breakthroughTiers } from '@portal/domain/monetization/programmes';
import { optionSource } from '../../lib/option-sources.ts';
import { tierKey } from './components/labels.ts';

export const breakthroughTierOptions = optionSource('monetization.breakthrough-tier', (t) => breakthroughTiers.map((tier) => ({ value: String(tier), label: t(tierKey(tier)) })));

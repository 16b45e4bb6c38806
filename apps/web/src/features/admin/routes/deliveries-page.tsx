import { useState } from 'react';
import { Group, Pagination } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { deliveriesQuery } from '../deliveries-api.ts';
import { readDeliveryParams, withDeliveryParam } from '../deliveries-filter.ts';
import { DeliveriesFilters, FailureGroups, StateCounts } from '../components/deliveries-overview.tsx';
import { DeliveriesList } from '../components/deliveries-list.tsx';
import { DeliveryDrawer } from '../components/delivery-drawer.tsx';
import { CollectAcknowledgements, StoreHolds } from '../components/deliveries-actions.tsx';
import { SystemHealthPanel } from '../components/system-health-panel.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { ConsolePage } from '../components/console-page.tsx';

const PAGE_SIZE = 20;

/**
 * Deliveries to stores for operators (route /admin/deliveries, issue 23): where every release stands at every store,
 * what failed and why, with Retry for one delivery or for every failure of a reason, the stores on hold, the
 * acknowledgements collected on demand and each delivery's timeline with the batches it sent.
 */
export function DeliveriesPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const filter = readDeliveryParams(params);
  const [open, setOpen] = useState<{ releaseId: number; platformId: number } | null>(null);
  const { data, error, isPending, isPlaceholderData } = useQuery(
    deliveriesQuery({ state: filter.state, platformId: filter.platformId, reason: filter.reason }, (filter.page - 1) * PAGE_SIZE, PAGE_SIZE),
  );
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const set = (name: 'state' | 'store' | 'reason' | 'page', value: string) => setParams((current) => withDeliveryParam(current, name, value));

  return (
    <ConsolePage title={t('admin_deliveries_title')} subtitle={t('admin_deliveries_subtitle')} actions={<CollectAcknowledgements />} testId="deliveries-page">
      <SystemHealthPanel />

      <FormError error={error} />

      <StateCounts counts={data?.stateCounts ?? []} active={filter.state} onPick={(state) => set('state', state === filter.state ? '' : state)} />

      <DeliveriesFilters filter={filter} onChange={set} />

      <FailureGroups groups={data?.failureGroups ?? []} activeReason={filter.reason} onPick={(reason) => set('reason', reason === filter.reason ? '' : reason)} />

      <DeliveriesList deliveries={data?.deliveries ?? []} total={data?.total ?? 0} loading={isPending} stale={isPlaceholderData} onOpen={setOpen} />
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(filter.page, pages)} onChange={(page) => set('page', String(page))} size={isMobile ? 'sm' : 'md'} data-testid="deliveries-pages" />
        </Group>
      )}

      <StoreHolds holds={data?.holds ?? []} />
      <DeliveryDrawer target={open} onClose={() => setOpen(null)} />
    </ConsolePage>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { complianceQuery } from '../../lib/queries.ts';
import { readStorage, StorageKey, writeStorage } from '../../lib/storage.ts';

const UsComplianceModal = lazy(() => import('./us-compliance-modal.tsx').then((m) => ({ default: m.UsComplianceModal })));

/** One-time notice that US compliance is restored; "Got it" is remembered in local storage. */
export function UsComplianceNotice() {
  const { data } = useQuery(complianceQuery);
  const [acknowledged, setAcknowledged] = useState(() => readStorage(StorageKey.usComplianceAck) !== null);
  if (!data?.usComplianceNotice || acknowledged) return null;
  const acknowledge = () => {
    writeStorage(StorageKey.usComplianceAck, new Date().toISOString());
    setAcknowledged(true);
  };
  return (
    <Suspense fallback={null}>
      <UsComplianceModal onAcknowledge={acknowledge} />
    </Suspense>
  );
}

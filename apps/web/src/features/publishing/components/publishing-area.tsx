import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { featureGatesQuery } from '../../../lib/feature-gates-query.ts';
import { Redirect } from './redirect.tsx';

/**
 * Every publishing page: a spinner while the publishingService gate loads, home when it is off (document 2 section 2),
 * and "No permission" for a team member without OffPublishingService.
 */
export function PublishingArea({ children }: { children: ReactNode }) {
  const gates = useQuery(featureGatesQuery);
  if (gates.isPending) return <PageLoader />;
  if (!gates.data?.gates.publishingService) return <Redirect to="/" />;
  return (
    <PermissionGuard resource="OffPublishingService" action="View">
      {children}
    </PermissionGuard>
  );
}

/** A page component wrapped in the area's checks, for the router. */
export const inPublishingArea = (Page: () => ReactNode) =>
  function GatedPublishingPage() {
    return (
      <PublishingArea>
        <Page />
      </PublishingArea>
    );
  };

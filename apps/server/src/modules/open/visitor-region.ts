import type { FastifyRequest } from 'fastify';
import { defaultRegion, isRegion } from '@portal/domain/regions';
import type { Services } from '../../platform/services.ts';

/**
 * The visitor's country as the edge (CDN or load balancer) reports it in a header; in test mode the
 * test-config page's mock_region cookie wins. Without either, the default region (BR).
 */
export function visitorRegion(services: Services, req: FastifyRequest): string {
  if (services.config.testMode) {
    const mock = req.cookies?.mock_region?.toUpperCase();
    if (mock && isRegion(mock)) return mock;
  }
  const header = req.headers[services.config.geoCountryHeader];
  const country = (Array.isArray(header) ? header[0] : header)?.toUpperCase();
  return country && isRegion(country) ? country : defaultRegion;
}

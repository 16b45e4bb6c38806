import type { FastifyInstance } from 'fastify';
import { count, desc, ilike } from 'drizzle-orm';
import * as admin from '@portal/contract/admin';
import { outboxMessages } from '@portal/db/schema';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import type { GateRow } from '../feature-gates/gates.ts';
import { consoleCounts } from './console-counts.ts';

const gateDto = (row: GateRow) => ({
  scope: row.scope as 'open' | 'system' | 'release',
  key: row.key,
  enabled: row.enabled,
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
});

export function adminRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, admin.listFeatureGates, async () => ({ gates: (await services.gates.list()).map(gateDto) }));

  register(app, services, admin.saveFeatureGate, async ({ body, auth }) => ({ gate: gateDto(await services.gates.save(body, auth().user.id)) }));

  register(app, services, admin.consoleCounts, () => consoleCounts(services));

  register(app, services, admin.listOutbox, async ({ query }) => {
    const needle = query.recipient
      ?.trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`);
    const where = needle ? ilike(outboxMessages.recipient, `%${needle}%`) : undefined;
    const [rows, [total]] = await Promise.all([
      services.db.select().from(outboxMessages).where(where).orderBy(desc(outboxMessages.id)).limit(query.count).offset(query.offset),
      services.db.select({ n: count() }).from(outboxMessages).where(where),
    ]);
    return {
      messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      total: total?.n ?? 0,
    };
  });
}

import { eq } from 'drizzle-orm';
import { featureGates } from '@portal/db/schema';
import type { Db } from '@portal/db/client';

export type GateScope = 'open' | 'system' | 'release';
export type GateRow = typeof featureGates.$inferSelect;

/** Gates are read through a 60-second cache (document 1 section 9); an edit on this server clears it at once. */
export const GATE_CACHE_SECONDS = 60;

export class FeatureGates {
  private cache = new Map<GateScope, { at: number; gates: Record<string, boolean> }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async read(scope: GateScope): Promise<Record<string, boolean>> {
    const hit = this.cache.get(scope);
    if (hit && this.now() - hit.at < GATE_CACHE_SECONDS * 1000) return hit.gates;
    const rows = await this.db.select().from(featureGates).where(eq(featureGates.scope, scope));
    const gates = Object.fromEntries(rows.map((row) => [row.key, row.enabled]));
    this.cache.set(scope, { at: this.now(), gates });
    return gates;
  }

  async isOn(scope: GateScope, key: string): Promise<boolean> {
    return (await this.read(scope))[key] === true;
  }

  list(): Promise<GateRow[]> {
    return this.db.select().from(featureGates).orderBy(featureGates.scope, featureGates.key);
  }

  async save(input: { scope: GateScope; key: string; enabled: boolean; description: string }, operatorId: number): Promise<GateRow> {
    const values = { ...input, updatedAt: new Date(), updatedBy: operatorId };
    const [row] = await this.db
      .insert(featureGates)
      .values(values)
      .onConflictDoUpdate({ target: [featureGates.scope, featureGates.key], set: values })
      .returning();
    this.cache.delete(input.scope);
    return row as GateRow;
  }
}

/** Gates every new portal starts with; operators change them in the console. */
export const defaultGates: { scope: GateScope; key: string; enabled: boolean; description: string }[] = [
  { scope: 'open', key: 'chatBot', enabled: false, description: 'AI chat assistant in contact-us' },
  { scope: 'open', key: 'phoneSignUp', enabled: true, description: 'Sign up and log in with a phone number and SMS code' },
  { scope: 'system', key: 'publishingService', enabled: false, description: 'Publishing area (/publishing)' },
  { scope: 'system', key: 'mobileAnalytics', enabled: true, description: 'Mobile analytics QR button for settled users' },
  { scope: 'release', key: 'preRelease', enabled: true, description: 'Pre-release (pre-save) dates on the release form' },
  { scope: 'release', key: 'dolbyAtmos', enabled: false, description: 'Dolby Atmos audio uploads' },
];

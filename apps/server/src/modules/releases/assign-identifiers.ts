import { sql } from 'drizzle-orm';
import { identifierCounters } from '@portal/db/schema';
import { makeIsrc, makeUpc } from '@portal/domain/release/identifiers';
import type { Db } from '@portal/db/client';
import type { Config } from '../../config.ts';

/** The next value of a named counter; concurrent callers each get their own, and a value is never handed out twice. */
export async function nextValue(db: Db, name: string): Promise<number> {
  const [row] = await db
    .insert(identifierCounters)
    .values({ name, lastValue: 1 })
    .onConflictDoUpdate({ target: identifierCounters.name, set: { lastValue: sql`${identifierCounters.lastValue} + 1` } })
    .returning({ value: identifierCounters.lastValue });
  return row!.value;
}

export async function assignUpc(db: Db, config: Config): Promise<string> {
  const prefix = config.identifiers.upcCompanyPrefix;
  return makeUpc(prefix, await nextValue(db, `upc:${prefix}`));
}

/** ISRC designations restart each year (the year is part of the code). */
export async function assignIsrc(db: Db, config: Config, now = new Date()): Promise<string> {
  const { isrcCountry, isrcRegistrant } = config.identifiers;
  const year = now.getUTCFullYear() % 100;
  return makeIsrc(isrcCountry, isrcRegistrant, year, await nextValue(db, `isrc:${isrcCountry}${isrcRegistrant}:${year}`));
}

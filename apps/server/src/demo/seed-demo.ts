import { count } from 'drizzle-orm';
import { artists, teamMembers, teams, users } from '@portal/db/schema';
import { AccountTier, OrganizationType, PermissionAction as A, PermissionResource as R, SettlementStatus, SignStatus, UserType } from '@portal/domain/enums';
import { hashPassword } from '../platform/passwords.ts';
import type { Services } from '../platform/services.ts';
import { defaultGates } from '../modules/feature-gates/gates.ts';
import { newInviteCode } from '../modules/auth/accounts.ts';
import { acceptAtSignUp } from '../modules/legal/acceptance.ts';
import { seedSignedAccount } from './seed-demo-documents.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';
import { seedDemoDeliveries } from './seed-demo-deliveries.ts';
import { seedDemoAnalytics } from './seed-demo-analytics.ts';
import { seedDemoMoney } from './seed-demo-money.ts';
import { seedDemoPromoPage } from './seed-demo-promo-page.ts';
import { seedDemoPromotion } from './seed-demo-promotion.ts';
import { seedDemoActivities } from './seed-demo-activities.ts';
import { seedDemoSupport } from './seed-demo-support.ts';
import { seedDemoMonetization } from './seed-demo-monetization.ts';
import { seedDemoPublishing } from './seed-demo-publishing.ts';
import { seedDemoStoreCatalogue } from './seed-demo-store-catalogue.ts';
import { artistReleases, labelReleases } from './demo-catalogue-data.ts';

export const DEMO_PASSWORD = 'Demo-pass-2026';

/** The demo accounts printed at start and listed in the README. */
export const demoAccounts = [
  {
    role: 'artist',
    email: 'artist@demo.soundport.example',
    nickname: 'Luna Vale',
    type: UserType.ARTIST,
    region: 'BR',
    language: 'pt-BR',
    status: SettlementStatus.SETTLED,
    signStatus: SignStatus.ALL_SIGNED,
    isAdmin: false,
    password: DEMO_PASSWORD,
  },
  {
    role: 'label',
    email: 'label@demo.soundport.example',
    nickname: 'Harbor Lights Records',
    type: UserType.LABEL,
    organizationType: OrganizationType.LABEL,
    region: 'US',
    language: 'en',
    status: SettlementStatus.SETTLED,
    signStatus: SignStatus.ALL_SIGNED,
    tier: AccountTier.HIGH_QUALITY,
    isAdmin: false,
    password: DEMO_PASSWORD,
    // With the portal since before the US interruption: it is the account the restoration notice is for (decision 071).
    memberSince: '2024-05-14T09:00:00Z',
  },
  {
    role: 'label member 1',
    email: 'ana@demo.soundport.example',
    nickname: 'Ana Torres',
    type: UserType.ARTIST,
    region: 'US',
    language: 'es-MX',
    status: SettlementStatus.INIT,
    signStatus: SignStatus.UNSIGNED,
    isAdmin: false,
    password: DEMO_PASSWORD,
  },
  // Ken's account predates proven addresses: it shows the "confirm your e-mail address" state (decision 048).
  {
    role: 'label member 2',
    email: 'ken@demo.soundport.example',
    nickname: 'Ken Sato',
    type: UserType.ARTIST,
    region: 'JP',
    language: 'ja',
    status: SettlementStatus.INIT,
    signStatus: SignStatus.UNSIGNED,
    isAdmin: false,
    password: DEMO_PASSWORD,
    emailUnproven: true,
  },
  {
    role: 'operator',
    email: 'operator@demo.soundport.example',
    nickname: 'Portal Operator',
    type: UserType.ARTIST,
    region: 'US',
    language: 'en',
    status: SettlementStatus.SETTLED,
    signStatus: SignStatus.ALL_SIGNED,
    isAdmin: true,
    password: DEMO_PASSWORD,
  },
] as const;

/**
 * Fills an empty database with the demo accounts, their catalogues and (unless `analytics` is false, for tests that
 * need only the accounts) a year of analytics. Returns false when data exists.
 */
export async function seedDemo(services: Services, { analytics = true } = {}): Promise<boolean> {
  const [existing] = await services.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  for (const account of demoAccounts) {
    const [row] = await services.db
      .insert(users)
      .values({
        email: account.email,
        // Demo addresses are no mailboxes; the accounts stand for owners who proved theirs (the outbox shows the codes).
        emailVerifiedAt: 'emailUnproven' in account ? null : new Date(),
        passwordHash,
        nickname: account.nickname,
        type: account.type,
        organizationType: 'organizationType' in account ? account.organizationType : null,
        region: account.region,
        language: account.language,
        status: account.status,
        signStatus: account.signStatus,
        ...('tier' in account ? { tier: account.tier } : {}),
        ...('memberSince' in account ? { createdAt: new Date(account.memberSince) } : {}),
        isAdmin: account.isAdmin,
        inviteCode: newInviteCode(),
      })
      .returning({ id: users.id });
    ids.set(account.role, row!.id);
    await acceptAtSignUp(services.db, row!.id);
  }
  // The signed and verified accounts get the identity and the signed agreement their status stands for.
  await seedSignedAccount(services, ids.get('artist')!, {
    legalName: 'Luna Vale Ferreira',
    birthDate: '1994-03-18',
    address: { line1: 'Rua das Flores 120', city: 'Belo Horizonte', postalCode: '30140-071', country: 'BR' },
    idNumber: 'FA123456',
  });
  await seedSignedAccount(services, ids.get('label')!, {
    legalName: 'Jordan Blake',
    birthDate: '1981-11-02',
    address: { line1: '400 Harbor Way', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' },
    idNumber: '563219874',
  });
  await seedSignedAccount(services, ids.get('operator')!, {
    legalName: 'Pat Morgan',
    birthDate: '1985-06-30',
    address: { line1: '1 Market Street', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
    idNumber: '712345690',
  });
  // The label's team: one member runs releases and reads analytics, the other follows the money.
  const [team] = await services.db
    .insert(teams)
    .values({ ownerUserId: ids.get('label')!, name: 'Harbor Lights Records' })
    .returning({ id: teams.id });
  await services.db.insert(teamMembers).values([
    { teamId: team!.id, userId: ids.get('label member 1')!, permissions: { [R.Release]: [A.View, A.Edit], [R.AnalyticsData]: [A.View, A.Download] } },
    { teamId: team!.id, userId: ids.get('label member 2')!, permissions: { [R.Royalty]: [A.View, A.Download], [R.EWallet]: [A.View], [R.Contract]: [A.View, A.Sign] } },
  ]);
  // The artists the release form offers: the artist and a frequent guest; the label's roster.
  await services.db.insert(artists).values([
    { ownerUserId: ids.get('artist')!, name: 'Luna Vale', spotifyId: 'LunaValeDemoArtist0001' },
    { ownerUserId: ids.get('artist')!, name: 'Caio Mendes' },
    { ownerUserId: ids.get('label')!, name: 'The Tide Lines', spotifyId: 'TideLinesDemoArtist001' },
    { ownerUserId: ids.get('label')!, name: 'Mara Quinn' },
    { ownerUserId: ids.get('label')!, name: 'Ana Torres' },
  ]);
  // Their catalogues, live in the stores for a while, and a year of streams, videos, playlists and presaves.
  const artistTracks = await seedDemoCatalogue(services, ids.get('artist')!, artistReleases);
  const labelTracks = await seedDemoCatalogue(services, ids.get('label')!, labelReleases);
  await seedDemoPromoPage(services.db, ids.get('label')!);
  await seedDemoPromotion(services, ids.get('operator')!);
  await seedDemoActivities(services, ids.get('operator')!);
  await seedDemoMonetization(services, ids.get('artist')!, ids.get('label')!);
  await seedDemoPublishing(services, ids.get('artist')!, ids.get('operator')!);
  await seedDemoSupport(services, ids.get('artist')!);
  await seedDemoStoreCatalogue(services);
  await seedDemoDeliveries(services, ids.get('label')!, ids.get('operator')!);
  if (!analytics) return true;
  await seedDemoAnalytics(services, artistTracks, { seed: 7, homeCountry: 'BR', countries: ['BR', 'PT', 'US', 'AR', 'MX', 'CO', 'CL', 'ES', 'AO', 'GB', 'FR', 'DE', 'JP', 'PY', 'UY', 'IT'] });
  await seedDemoAnalytics(services, labelTracks, {
    seed: 11,
    homeCountry: 'US',
    countries: ['US', 'GB', 'CA', 'DE', 'MX', 'BR', 'AU', 'FR', 'NL', 'SE', 'JP', 'ES', 'IT', 'PH', 'ID', 'IN', 'NG', 'ZA', 'KR', 'PL', 'AR', 'CO', 'NZ', 'IE'],
  });
  // A year of store reports for those streams, and the advance, split and payouts between them (decision 066).
  await seedDemoMoney(services, ids, [...artistTracks, ...labelTracks]);
  return true;
}

/** Adds the default gates that do not exist yet; gates an operator changed keep their value. */
export async function seedDefaultGates(services: Services): Promise<void> {
  const existing = new Set((await services.gates.list()).map((row) => `${row.scope}:${row.key}`));
  for (const gate of defaultGates) {
    if (!existing.has(`${gate.scope}:${gate.key}`)) await services.gates.save(gate, 0);
  }
}

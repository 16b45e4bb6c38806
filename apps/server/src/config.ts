import { resolve } from 'node:path';
import { providersFromEnv, type Platform, type ProviderSettings } from './modules/oauth/providers.ts';
import { readDeliveryConfig, type DeliveryConfig } from './modules/delivery/delivery-config.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** Uploaded and generated files (signed contracts, ID photos); private, served only after an access check. */
  storageDir: string;
  /** In-memory PGlite, for tests. */
  memoryDatabase: boolean;
  testMode: boolean;
  production: boolean;
  cookieSecure: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  publicOrigin: string | null;
  webDistDir: string | null;
  geoCountryHeader: string;
  bodyLimitBytes: number;
  seedDemo: boolean;
  /** Accounts one IP address may create per hour (sign-up risk control). */
  signUpsPerIpPerHour: number;
  /** Third-party platforms that are configured (OAUTH_<PLATFORM>_*); the others are not offered. */
  oauth: Partial<Record<Platform, ProviderSettings>>;
  logLevel: string;
  /** Identifiers the portal assigns when a release has none: a GS1 company prefix for UPCs, an ISRC country and registrant. */
  identifiers: { upcCompanyPrefix: string; isrcCountry: string; isrcRegistrant: string };
  /** DDEX sender, store recipients and delivery targets (decision 012). */
  delivery: DeliveryConfig;
  /** How often the background worker looks for due jobs (deliveries); 0 turns it off (tests run jobs themselves). */
  jobPollMs: number;
  /** Lets dump mode fetch from private and loopback addresses; only tests set it (their source server is local). */
  dumpAllowPrivateAddresses: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    storageDir: resolve(env.STORAGE_DIR ?? `${dataDir}/objects`),
    memoryDatabase: false,
    testMode: env.TEST_MODE === '1' || env.TEST_MODE === 'true',
    production: env.NODE_ENV === 'production',
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'SoundPort <no-reply@soundport.example>',
    publicOrigin: env.PUBLIC_ORIGIN || null,
    webDistDir: env.WEB_DIST_DIR ?? null,
    geoCountryHeader: (env.GEO_COUNTRY_HEADER ?? 'x-geo-country').toLowerCase(),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
    seedDemo: env.SEED_DEMO !== '0',
    signUpsPerIpPerHour: Number(env.SIGN_UPS_PER_IP_PER_HOUR ?? 10),
    oauth: providersFromEnv(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    delivery: readDeliveryConfig(env, dataDir),
    jobPollMs: Number(env.JOB_POLL_MS ?? 2000),
    dumpAllowPrivateAddresses: false,
    identifiers: {
      upcCompanyPrefix: env.UPC_COMPANY_PREFIX ?? '0195999',
      isrcCountry: env.ISRC_COUNTRY ?? 'QZ',
      isrcRegistrant: env.ISRC_REGISTRANT ?? 'SP7',
    },
    ...overrides,
  };
}

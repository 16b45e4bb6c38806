import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
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
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
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
    logLevel: env.LOG_LEVEL ?? 'info',
    ...overrides,
  };
}

import { join, resolve } from 'node:path';
import { providersFromEnv, type Platform, type ProviderSettings } from './modules/oauth/providers.ts';
import { readDeliveryConfig, type DeliveryConfig } from './modules/delivery/delivery-config.ts';
import type { S3Settings } from './platform/s3-store.ts';
import { secretFrom, type Secret } from './platform/secret.ts';
import type { PayPalSettings } from './modules/money/payouts/paypal.ts';
import type { PayoneerSettings } from './modules/money/payouts/payoneer.ts';
import { readImageModelSettings, type ImageModelSettings } from './modules/cover-art/model-settings.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** 32 bytes (base64) that seal personal numbers kept at rest; without it, a key file in dataDir (platform/sealed.ts). */
  dataEncryptionKey: Secret | null;
  /** The bearer token a Prometheus scraper sends to GET /metrics (METRICS_TOKEN); null: /metrics is off. */
  metricsToken: Secret | null;
  /** The most songwriters one composition may name (document 2: 50 unless configured). */
  songwritersPerTrack: number;
  /** Our publishing company as the societies know it (CWR sender, decision 018). */
  publisher: { name: string; ipiNameNumber: string; submitterCode: string };
  /** Uploaded and generated files (signed contracts, ID photos); private, served only after an access check. */
  storageDir: string;
  /** Keep those files in an S3 bucket instead (STORAGE_S3_*); null: in storageDir. */
  storageS3: S3Settings | null;
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
  /** Password logins one IP may try in 15 minutes. */
  loginAttemptsPerIp: number;
  /** Password logins one account may be tried with in 15 minutes. */
  loginAttemptsPerAccount: number;
  /** One code per destination in each window of this many seconds (60; shorter only for the browser journeys). */
  codeResendSeconds: number;
  /** Third-party platforms that are configured (OAUTH_<PLATFORM>_*); the others are not offered. */
  oauth: Partial<Record<Platform, ProviderSettings>>;
  logLevel: string;
  /** Identifiers the portal assigns when a release has none: a GS1 company prefix for UPCs, an ISRC country and registrant. */
  identifiers: { upcCompanyPrefix: string; isrcCountry: string; isrcRegistrant: string };
  /** DDEX sender, store recipients and delivery targets (decision 012). */
  delivery: DeliveryConfig;
  /** How often the background worker looks for due jobs (deliveries); 0 turns it off (tests run jobs themselves). */
  jobPollMs: number;
  /** How long a claimed job stays with its server without a sign of life; a running job renews it (platform/jobs.ts). */
  jobLeaseSeconds: number;
  /** How long a merge holds its upload without a sign of life; a running merge renews it (modules/uploads). */
  uploadMergeLeaseSeconds: number;
  /** Payout providers that are configured (decision 021); bank transfers and the local provider need nothing. */
  payouts: { paypal?: PayPalSettings; payoneer?: PayoneerSettings };
  /** The watched folder for stores' sales reports (decision 022): files dropped here are imported. */
  salesInboxDir: string;
  /** The watched folder of analytics files (decision 025). */
  analyticsInboxDir: string;
  /** Lets dump mode fetch from private and loopback addresses; only tests set it (their source server is local). */
  dumpAllowPrivateAddresses: boolean;
  /** How many creation-tool tasks may wait or run at once, all accounts together (AIGC_QUEUE_LIMIT); past it, 80001. */
  aigcQueueLimit: number;
  /** A hosted image model for cover art (COVER_ART_MODEL_URL, _KEY, COVER_ART_MODEL; decision 036); null: local styles only. */
  coverArtModel: ImageModelSettings | null;
}

/**
 * STORAGE_S3_BUCKET turns S3 storage on; STORAGE_S3_PREFIX (folder in the bucket), STORAGE_S3_REGION (default
 * AWS_REGION, else us-east-1), STORAGE_S3_ENDPOINT (an S3-compatible service, addressed path-style unless
 * STORAGE_S3_FORCE_PATH_STYLE=0), STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY (both or neither:
 * without them the AWS default chain applies).
 */
export function readStorageS3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const setting = (name: string) => env[name]?.trim() || undefined;
  const bucket = setting('STORAGE_S3_BUCKET');
  if (!bucket) return null;
  const endpoint = setting('STORAGE_S3_ENDPOINT');
  const accessKeyId = setting('STORAGE_S3_ACCESS_KEY_ID');
  const secretAccessKey = secretFrom(env.STORAGE_S3_SECRET_ACCESS_KEY);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together');
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error('STORAGE_S3_ENDPOINT must be an http(s) URL');
  return {
    bucket,
    prefix: (setting('STORAGE_S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, ''),
    region: setting('STORAGE_S3_REGION') ?? setting('AWS_REGION') ?? 'us-east-1',
    ...(endpoint && { endpoint, forcePathStyle: setting('STORAGE_S3_FORCE_PATH_STYLE') !== '0' }),
    ...(accessKeyId && secretAccessKey && { accessKeyId, secretAccessKey }),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    dataEncryptionKey: secretFrom(env.DATA_ENCRYPTION_KEY) ?? null,
    metricsToken: secretFrom(env.METRICS_TOKEN) ?? null,
    songwritersPerTrack: Math.max(1, Number(env.SONGWRITERS_PER_TRACK ?? 50) || 50),
    publisher: {
      name: env.PUBLISHER_NAME ?? 'SOUNDPORT PUBLISHING',
      ipiNameNumber: env.PUBLISHER_IPI ?? '00446320181',
      submitterCode: env.CWR_SUBMITTER_CODE ?? 'SPT',
    },
    storageDir: resolve(env.STORAGE_DIR ?? `${dataDir}/objects`),
    storageS3: readStorageS3Settings(env),
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
    loginAttemptsPerIp: Number(env.LOGIN_ATTEMPTS_PER_IP ?? 50),
    loginAttemptsPerAccount: Number(env.LOGIN_ATTEMPTS_PER_ACCOUNT ?? 10),
    codeResendSeconds: Math.max(1, Number(env.CODE_RESEND_SECONDS ?? 60)),
    oauth: providersFromEnv(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    delivery: readDeliveryConfig(env, dataDir),
    jobPollMs: Number(env.JOB_POLL_MS ?? 2000),
    jobLeaseSeconds: Math.max(1, Number(env.JOB_LEASE_SECONDS ?? 60)),
    uploadMergeLeaseSeconds: Math.max(1, Number(env.UPLOAD_MERGE_LEASE_SECONDS ?? 30)),
    salesInboxDir: env.SALES_INBOX_DIR ?? join(dataDir, 'sales-inbox'),
    analyticsInboxDir: env.ANALYTICS_INBOX_DIR ?? join(dataDir, 'analytics-inbox'),
    payouts: {
      ...(env.PAYPAL_API_BASE && env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? { paypal: { apiBase: env.PAYPAL_API_BASE, clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET } }
        : {}),
      ...(env.PAYONEER_API_BASE && env.PAYONEER_PROGRAM_ID && env.PAYONEER_TOKEN
        ? { payoneer: { apiBase: env.PAYONEER_API_BASE, programId: env.PAYONEER_PROGRAM_ID, token: env.PAYONEER_TOKEN } }
        : {}),
    },
    dumpAllowPrivateAddresses: false,
    aigcQueueLimit: Math.max(1, Number(env.AIGC_QUEUE_LIMIT ?? 200)),
    coverArtModel: readImageModelSettings(env),
    identifiers: {
      upcCompanyPrefix: env.UPC_COMPANY_PREFIX ?? '0195999',
      isrcCountry: env.ISRC_COUNTRY ?? 'QZ',
      isrcRegistrant: env.ISRC_REGISTRANT ?? 'SP7',
    },
    ...overrides,
  };
}

/**
 * The origin links in e-mails and public pages are built from: PUBLIC_ORIGIN, else this server on localhost. Never
 * the request's Host header, which a caller chooses (and a shared page cache would repeat to everyone).
 */
export const publicOriginOf = (config: Pick<Config, 'publicOrigin' | 'port'>) => (config.publicOrigin ?? `http://localhost:${config.port}`).replace(/\/$/, '');

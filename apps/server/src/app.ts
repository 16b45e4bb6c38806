import { aigcTools } from './aigc-tools.ts';
import { backgroundJobs } from './background-jobs.ts';
import { installAigcTools } from './modules/aigc/tasks.ts';
import { installJobs } from './platform/jobs.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { Database } from '@portal/db/client';
import { createTranslator } from '@portal/i18n/translate';
import { loadCatalog } from '@portal/i18n/node-catalogs';
import type { Config } from './config.ts';
import { registerCsrf } from './platform/csrf.ts';
import { installErrorHandling } from './platform/error-handler.ts';
import { buildOpenApi, renderDocsPage } from './platform/openapi.ts';
import { DbOutbox, HttpSmsProvider, SmtpTransport, type Outbox } from './platform/outbox.ts';
import { registeredRoutes } from './platform/route.ts';
import type { Services } from './platform/services.ts';
import { serveWebApp } from './platform/web.ts';
import { metricsRoutes } from './platform/metrics.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { SessionCache } from './platform/session-cache.ts';
import { CatalogueVersions } from './platform/catalogue-versions.ts';
import { LocalDiskStore } from './platform/storage.ts';
import { S3ObjectStore } from './platform/s3-store.ts';
import { FeatureGates } from './modules/feature-gates/gates.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { deliveryRoutes } from './modules/deliveries/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { openRoutes } from './modules/open/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { noticeRoutes } from './modules/notices/routes.ts';
import { contractRoutes, offlineContractRoute } from './modules/contracts/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { oauthRoutes } from './modules/oauth/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { releaseRoutes } from './modules/releases/routes.ts';
import { artistRoutes } from './modules/artists/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { publishingRoutes } from './modules/publishing/routes.ts';
import { surveyRoutes } from './modules/survey/routes.ts';
import { legalRoutes } from './modules/legal/routes.ts';
import { monitoringRoutes } from './modules/monitoring/routes.ts';
import { promotionRoutes } from './modules/promotion/routes.ts';
import { promoPageRoutes } from './modules/promo-pages/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { monetizationRoutes } from './modules/monetization/routes.ts';
import { promotionCenterRoutes } from './modules/promotion/center-routes.ts';
import { moneyRoutes } from './modules/money/routes.ts';
import { splitRoutes } from './modules/splits/routes.ts';
import { salesImportRoutes } from './modules/money/sales-import-routes.ts';
import { analyticsImportRoutes } from './modules/analytics/import-routes.ts';
import { streamRoutes } from './modules/analytics/stream-routes.ts';
import { platformRoutes } from './modules/analytics/platform-routes.ts';
import { revenueReportRoutes } from './modules/money/reports/routes.ts';
import { activityRoutes } from './modules/activities/routes.ts';
import { openExtraRoutes } from './modules/open-extras/routes.ts';
import { aigcRoutes } from './modules/aigc/routes.ts';
import { lyricsRoutes } from './modules/lyrics/routes.ts';
import { masteringRoutes } from './modules/mastering/routes.ts';
import { batchImportRoutes } from './modules/batch-import/routes.ts';
import { remixRoutes } from './modules/remix/routes.ts';
import { mvStudioMultipartRoutes, mvStudioRoutes } from './modules/mv-studio/routes.ts';
import { coverArtRoutes, coverArtUploadRoutes } from './modules/cover-art/routes.ts';
import { DocuSignProvider, docuSignSettingsFrom, type ESignProvider } from './modules/contracts/e-sign.ts';
import fastifyMultipart from '@fastify/multipart';
import { SystemHealth } from './platform/health.ts';
import { dropRefusedParts, receiveMultipartFile } from './modules/uploads/streamed-part.ts';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

const translate = createTranslator(loadCatalog);

export async function buildApp(config: Config, database: Database, options: { outbox?: Outbox; eSign?: ESignProvider | null } = {}): Promise<BuiltApp> {
  const docuSign = docuSignSettingsFrom(process.env);
  installJobs(backgroundJobs);
  installAigcTools(aigcTools);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  const services: Services = {
    db: database.db,
    config,
    gates: new FeatureGates(database.db),
    translate,
    sessions: await SessionCache.connect(database),
    catalogue: await CatalogueVersions.connect(database),
    files: config.storageS3 ? new S3ObjectStore(config.storageS3) : new LocalDiskStore(config.storageDir),
    eSign: options.eSign !== undefined ? options.eSign : docuSign ? new DocuSignProvider(docuSign) : null,
    log: app.log,
    health: new SystemHealth(config),
    outbox:
      options.outbox ??
      new DbOutbox(
        database.db,
        app.log,
        config.mailFrom,
        config.smtpUrl ? new SmtpTransport(config.smtpUrl) : null,
        process.env.SMS_PROVIDER_URL
          ? new HttpSmsProvider({
              url: process.env.SMS_PROVIDER_URL,
              user: process.env.SMS_PROVIDER_USER ?? '',
              token: process.env.SMS_PROVIDER_TOKEN ?? '',
              from: process.env.SMS_FROM ?? 'SoundPort',
            })
          : null,
      ),
  };

  await app.register(fastifyCookie);
  // Answers of 1 kB and more go out compressed when the browser accepts it (Brotli at a fast level, or gzip); request
  // bodies are never inflated here, so an upload cannot expand past the body limit (decision 046).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  installSecurityHeaders(app, config.cookieSecure);
  registerCsrf(app, config.cookieSecure);
  installErrorHandling(app, translate);

  metricsRoutes(app, services);
  openRoutes(app, services);
  systemRoutes(app, services);
  accountRoutes(app, services);
  authRoutes(app, services);
  adminRoutes(app, services);
  deliveryRoutes(app, services);
  teamRoutes(app, services);
  noticeRoutes(app, services);
  contractRoutes(app, services);
  // The multipart routes get their own scope: the multipart plugin's hooks then run for uploads only.
  await app.register(async (scope) => {
    // Multipart bodies arrive as plain objects (files as Buffers) so the routes validate them like JSON ones.
    await scope.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      onFile(part) {
        return receiveMultipartFile(services, this, part);
      },
      limits: { fileSize: 10 * 1024 * 1024, files: 2, fields: 20, parts: 22 },
    });
    scope.addHook('onSend', async (req, reply, payload) => {
      await dropRefusedParts(services, req, reply);
      return payload;
    });
    uploadRoutes(scope, services);
    offlineContractRoute(scope, services);
    salesImportRoutes(scope, services);
    analyticsImportRoutes(scope, services);
    mvStudioMultipartRoutes(scope, services);
    coverArtUploadRoutes(scope, services);
  });
  identityRoutes(app, services);
  settingsRoutes(app, services);
  oauthRoutes(app, services);
  profileRoutes(app, services);
  releaseRoutes(app, services);
  artistRoutes(app, services);
  catalogueRoutes(app, services);
  streamRoutes(app, services);
  platformRoutes(app, services);
  publishingRoutes(app, services);
  surveyRoutes(app, services);
  legalRoutes(app, services);
  monitoringRoutes(app, services);
  promotionRoutes(app, services);
  await promoPageRoutes(app, services, database);
  promotionCenterRoutes(app, services);
  moneyRoutes(app, services);
  revenueReportRoutes(app, services);
  splitRoutes(app, services);
  await supportRoutes(app, services);
  monetizationRoutes(app, services);
  activityRoutes(app, services);
  openExtraRoutes(app, services);
  aigcRoutes(app, services);
  lyricsRoutes(app, services);
  masteringRoutes(app, services);
  batchImportRoutes(app, services);
  remixRoutes(app, services);
  mvStudioRoutes(app, services);
  coverArtRoutes(app, services);

  // Built on first request, not at start: converting every route's schemas takes about a second of a cold start.
  const routes = [...registeredRoutes(app)];
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  let docsPage: string | undefined;
  const openApiDocument = () => (openApi ??= buildOpenApi(routes));
  app.get('/api/openapi.json', async () => openApiDocument());
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send((docsPage ??= renderDocsPage(openApiDocument()))));

  // With direct uploads the page PUTs parts to the bucket: its origin joins the page's connect-src, and only then.
  const bucketOrigin = config.webDistDir ? await services.files.directUploads?.origin() : undefined;
  if (config.webDistDir) await serveWebApp(app, config.webDistDir, config.cookieSecure, bucketOrigin ? [bucketOrigin] : []);
  return { app, services };
}

import { serverTexts, type Language } from '@convite/i18n/server-texts';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config/config.ts';
import type { Database, Db } from './db/database.ts';
import { authentication } from './http/auth.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import type { SessionStore } from './security/tokens.ts';
import type { Contract } from './http/contract-document.ts';
import { API_PREFIX } from './http/contract-document.ts';
import { contractRoutes, registerPendingOperations } from './http/contract.ts';
import { clientErrorHandler, errorHandling, sendFrameworkError } from './http/error-handler.ts';
import { InvalidInputError } from './domain/errors.ts';
import { createJobDependencies, jobDefinitions } from './jobs/job-definitions.ts';
import { createJobs, type Jobs } from './jobs/jobs.ts';
import { healthRoutes } from './http/health.ts';
import { requestLanguage } from './http/language.ts';
import { REDACTED_PATHS, safeError, safeRequest } from './http/log-safety.ts';
import { securityHeaders } from './http/security-headers.ts';
import { modules as defaultModules } from './modules/modules.ts';
import { signals } from './observability/signals.ts';
import { createPaymentGateway } from './payment-gateway/create-payment-gateway.ts';
import type { PaymentGateway } from './payment-gateway/payment-gateway.ts';
import { createRateLimiter, type RateLimiter } from './security/rate-limit.ts';
import { createRateLimitsRepository } from './security/rate-limits.repository.ts';
import { fileStorage } from './storage/storage-plugin.ts';
import { createThemeGenerator } from './theme-generator/create-theme-generator.ts';
import type { ThemeGenerator } from './theme-generator/theme-generator.ts';
import { createWhatsAppSender } from './whatsapp/create-whatsapp-sender.ts';
import type { WhatsAppSender } from './whatsapp/whatsapp-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** The card driver the configuration picked (Stripe or embedded). */
    paymentGateway: PaymentGateway;
    /** The AI theme driver the configuration picked (OpenAI-compatible API or embedded). */
    themeGenerator: ThemeGenerator;
    /** The WhatsApp Cloud API driver, or null while it is not configured (couples use wa.me). */
    whatsAppSender: WhatsAppSender | null;
    /** Counters in PostgreSQL for the limits of abusable calls (security/rate-limit.ts). */
    rateLimiter: RateLimiter;
    /** Durable jobs (src/jobs): queued here, worked here unless JOBS=worker. */
    jobs: Jobs;
  }
  interface FastifyRequest {
    /** From Accept-Language: es (default) or en. */
    language: Language;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** The module route plugins (default: src/modules/modules.ts), registered under /v1. */
  modules?: readonly FastifyPluginAsync[];
  /** Another contract than the bundle (tests). */
  contract?: Contract;
  /** Another card driver than the configured one (tests). */
  paymentGateway?: PaymentGateway;
  /** Another AI theme driver than the configured one (tests). */
  themeGenerator?: ThemeGenerator;
  /** Where the JSON log lines go (default stdout); tests capture them. */
  logStream?: { write(line: string): void };
  /** Another session store than the database's (tests of the app's shell, on a fake database). */
  sessions?: SessionStore;
  /** Another job engine than pg-boss on `database` (tests of the app's shell, on a fake database). */
  jobs?: Jobs;
};

export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp({
  config,
  database,
  modules = defaultModules,
  contract,
  logStream,
  sessions,
  jobs: givenJobs,
  paymentGateway = createPaymentGateway(config),
  themeGenerator = createThemeGenerator(config),
}: BuildAppOptions) {
  const whatsAppSender = createWhatsAppSender(config);
  const app: FastifyInstance = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: safeError, req: safeRequest },
      // trace_id and span_id while a span is active (OTEL_EXPORTER_OTLP_ENDPOINT set).
      mixin: () => signals.logFields(),
      ...(logStream === undefined ? {} : { stream: logStream }),
    },
    // One line a request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    // request.ip is the client's address behind the proxies we trust (the rate limits count it).
    trustProxy: typeof config.trustProxy === 'boolean' ? config.trustProxy : [...config.trustProxy],
    exposeHeadRoutes: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Refusals before routing (a URL that is not UTF-8, a path value over maxParamLength) and by
    // Node's parser (headers too large) answer in the contract's Error shape and language too.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler,
  });

  // JSON only (plus what a module registers, e.g. multipart): other media types answer 415.
  app.removeContentTypeParser('text/plain');
  database.onError((error) => app.log.error({ err: error }, 'database connection error'));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('paymentGateway', paymentGateway);
  app.decorate('themeGenerator', themeGenerator);
  app.decorate('whatsAppSender', whatsAppSender);
  app.decorate('rateLimiter', createRateLimiter(createRateLimitsRepository(database.db)));
  if (paymentGateway.kind === 'embedded' && config.nodeEnv === 'production') {
    app.log.warn(
      'STRIPE_SECRET_KEY is not set: card payments go through the embedded driver, which charges nothing',
    );
  }
  const jobDependencies = { ...createJobDependencies(config, app.log), paymentGateway };
  const jobs: Jobs =
    givenJobs ??
    createJobs({
      database,
      config: config.jobs,
      logger: app.log,
      definitions: jobDefinitions(config, database, jobDependencies, {
        send: (name, data, options) => jobs.send(name, data, options),
      }),
      work: config.jobs.mode === 'in-process',
    });
  app.decorate('jobs', jobs);
  // Closing the app waits for the jobs being worked (within the stop timeout), then the mailer.
  app.addHook('onClose', async () => {
    await jobs.stop();
    jobDependencies.close();
  });
  await jobs.start();
  app.decorateRequest('language', 'es');
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request);
  });
  // Observability (no-ops until configured): the HTTP span is named by the contract's operationId,
  // and each answer is timed under it (other routes under their pattern: /health, /files/*).
  app.addHook('onRequest', (request, _reply, done) => {
    const { operationId } = request.routeOptions.config;
    if (operationId !== undefined) signals.nameRequestSpan(operationId);
    done();
  });
  // A request's one line at info, when it is answered: its method and path without the query's
  // values or a pass's token (log-safety.ts), its status and how long it took. Fastify's own
  // "incoming request" and "request completed" were two lines a request, 13 % of the guest's GET.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const operation =
      request.routeOptions.config.operationId ?? request.routeOptions.url ?? 'unmatched';
    signals.requestServed(operation, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  await app.register(securityHeaders);
  await app.register(errorHandling);
  // Not a preflight: 400 in the Error shape (the CORS plugin's strict check would answer plain text).
  app.addHook('onRequest', async (request) => {
    const { origin, 'access-control-request-method': method } = request.headers;
    if (request.method === 'OPTIONS' && (origin === undefined || method === undefined)) {
      throw new InvalidInputError(serverTexts.errors.invalidPreflight);
    }
  });
  await app.register(cors, {
    origin: [...config.corsOrigins],
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(contractRoutes, { contract, validateResponses: config.validateResponses });
  await app.register(authentication, {
    secret: config.jwtSecret,
    sessions: sessions ?? createSessionsRepository(database.db),
  });

  await app.register(healthRoutes);
  await app.register(fileStorage);
  await app.register(
    async (api) => {
      for (const plugin of modules) await api.register(plugin);
    },
    { prefix: API_PREFIX },
  );
  registerPendingOperations(app);

  await app.ready();
  return app;
}

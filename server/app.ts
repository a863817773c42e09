/**
 * `buildApp` assembles the whole HTTP application: what tests `inject` into and what `main.ts`
 * listens with (conventions "The server"). It opens nothing itself: the database comes in.
 * @module
 */
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { createServices, lifecycleStepMsOf } from './composition';
import { createCorrespondentRepository } from './db/repositories/correspondent-repository';
import type { Database } from './db/schema';
import { censor, LOG_REDACT_PATHS } from './http/log-redaction';
import { fastifyTrustProxy } from './http/trust-proxy';
import { createAllowedOrigins, withLoopbackAliases } from './plugins/allowed-origins';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { answerError, errorsPlugin, replyWithError } from './plugins/errors';
import { hostileTextPlugin } from './plugins/hostile-text';
import { clientErrorHandler } from './http/client-error-response';
import { openApiPlugin } from './plugins/openapi';
import { requestIdentificationPlugin } from './plugins/request-identification';
import { apiCorsOptions, securityHeadersPlugin } from './plugins/security';
import { tenancyPlugin } from './plugins/tenancy';
import { backOfficeRoutes } from './routes/back-office';
import { authRoutes } from './routes/auth';
import { emailConfirmationRoutes } from './routes/email-confirmation';
import { passwordRoutes } from './routes/passwords';
import { registrationRoutes } from './routes/registration';
import { sandboxMailboxRoutes } from './routes/sandbox-mailbox';
import { correspondentRoutes } from './routes/correspondents';
import { docsRoutes } from './routes/docs';
import { exchangeRoutes } from './routes/exchanges';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { sandboxPricingRoutes } from './routes/sandbox-pricing';
import { servedCitiesRoutes } from './routes/served-cities';
import { createCityLocator } from './services/paper-money/city-locator';
import { zipCodeRoutes } from './routes/zip-codes';
import { customerRoutes } from './routes/customers';
import { companyRecordRoutes } from './routes/company-records';
import { impersonationRoutes } from './routes/impersonation';
import { registrationUpdateRoutes } from './routes/registration-updates';
import { bankAccountRoutes } from './routes/bank-accounts';
import { beneficiaryRoutes } from './routes/beneficiaries';
import { investmentBrokerRoutes } from './routes/investment-brokers';
import { uploadRoutes } from './routes/uploads';
import { graphqlRoutes } from './routes/graphql';
import { sandboxStorageRoutes } from './routes/sandbox-storage';
import { auditPlugin } from './plugins/audit';
import {
  embedIdentifier,
  sendSpaIndex,
  staticPaths,
  staticRoutes,
  wantsSpa,
} from './routes/static';
import { systemClock, type Clock } from './services/clock';
import type { Mailer } from './services/mail/mailer';
import { createMailer } from './services/mail/select-mailer';
import { createOutboxWorker, type OutboxWorker } from './jobs/outbox-worker';
import { redactedRequestSerializer } from './http/url-redaction';
import { inboundChargeRoutes } from './routes/inbound-charges';
import { cardPaymentRoutes } from './routes/card-payments';
import { inboundInstructionRoutes } from './routes/inbound-instructions';
import { inboundRemittanceRoutes } from './routes/inbound-remittances';
import { remittanceRoutes } from './routes/remittances';
import { limitUpdateRoutes } from './routes/limit-updates';
import { paperMoneyRoutes } from './routes/paper-money';
import { createZipCodeProvider } from './providers/zip-codes/select-zip-codes';
import { paymentRoutes } from './routes/payments';
import { sandboxOperationRoutes } from './routes/sandbox-operations';
import { createSandboxWallet } from './providers/wallet/sandbox-wallet';
import type { WalletProvider } from './providers/wallet/wallet-provider';
import { createLifecycleWorker } from './jobs/remittance-lifecycle';
import type { ZipCodeProvider } from './providers/zip-codes/zip-code-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox: `drain()` delivers every e-mail due now (tests, before a mailbox read). */
    outbox: Pick<OutboxWorker, 'drain'>;
  }
}

/** Largest request body accepted (JSON calls; uploads go straight to storage, design §1). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What the app needs from outside. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  /**
   * Log requests and errors with pino (true in `main.ts`, off in tests); an object sets the
   * destination stream or level (tests that read the log). Tokens and passwords are redacted.
   */
  logger?: boolean | { stream?: { write(line: string): void }; level?: string };
  /** The zip-code provider (tests); default: chosen by the configuration. */
  zipCodes?: ZipCodeProvider;
  /** The clock of the account rules (code expiry, resend countdown, token lifetimes); tests move it. */
  clock?: Clock;
  /**
   * The transport the outbox worker delivers e-mails through; by default SMTP when `SMTP_URL` is
   * set, else the sandbox mailbox (sandbox mode).
   */
  mailer?: Mailer;
  /** The wallet payment provider (PICPAY); default: the sandbox wallet. */
  wallet?: WalletProvider;
  /**
   * The operation lifecycle job (started when the app is ready, stopped on close): how often it
   * polls (default 1 s); `false` starts none (tests that drive it themselves).
   */
  lifecycle?: { pollIntervalMs?: number } | false;
  /**
   * The e-mail outbox worker (started when the app is ready, stopped on close): how often it
   * polls (default 1 s); `false` starts none (`app.outbox.drain()` still delivers).
   */
  outbox?: { pollIntervalMs?: number } | false;
}

/** Builds the application; call `ready()` or `listen()` on the result. */
export async function buildApp({
  config,
  db,
  logger = false,
  zipCodes = createZipCodeProvider(config),
  clock = systemClock,
  mailer = createMailer(config),
  wallet = createSandboxWallet(config.publicOrigin),
  lifecycle = {},
  outbox: outboxOptions = {},
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(logger === true ? {} : logger),
            redact: { paths: [...LOG_REDACT_PATHS], censor },
            // Codes and one-time tokens travel in some query strings: never logged.
            serializers: { req: redactedRequestSerializer },
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // Failures met before any route or hook (Node's parser refusing the request; a path that
    // does not percent-decode) answer the one error shape too, not Fastify's own (issue 14).
    clientErrorHandler,
    frameworkErrors: answerError,
    // Only the proxies the operator names may say who the client is (TRUST_PROXY, issue 14):
    // every per-address limit keys on request.ip, which a forged X-Forwarded-For would move.
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // E-mails are queued in the action's transaction and delivered after commit (issue 13). A
  // failed attempt is logged by kind and error name only: no address, no content.
  const outboxWorker = createOutboxWorker({
    db,
    transport: mailer,
    clock,
    ...(outboxOptions === false || outboxOptions.pollIntervalMs === undefined
      ? {}
      : { pollIntervalMs: outboxOptions.pollIntervalMs }),
    onDeliveryFailure: ({ kind, reason, attempts, givenUp }) =>
      app.log.warn({ mail: kind, reason, attempts, givenUp }, 'e-mail not sent'),
    onError: (error) => app.log.error({ err: error }, 'e-mail outbox failed'),
  });
  app.decorate('outbox', { drain: () => outboxWorker.drain() });
  if (outboxOptions !== false) {
    app.addHook('onReady', async () => outboxWorker.start());
    app.addHook('onClose', async () => outboxWorker.stop());
  }
  const services = createServices({
    config,
    db,
    clock,
    wallet,
    zipCodes,
    onMailQueued: () => outboxWorker.nudge(),
  });
  const { correspondents, auth, accounts, limiterFor, payments, uploads, outbox } = services;
  const origins = createAllowedOrigins({
    load: () => createCorrespondentRepository(db).listSiteOrigins(),
    always: withLoopbackAliases(config.publicOrigin),
  });
  const paths = staticPaths(config.rootDir);

  await app.register(errorsPlugin);
  await app.register(hostileTextPlugin);
  // A portal page opened by <fx-checkout> may be framed by its correspondent's registered sites
  // (and the platform's own origin under its loopback names), by no other.
  const frameAncestorsOf = async (request: FastifyRequest) => {
    const identifier = embedIdentifier(request);
    if (identifier === undefined) return undefined;
    const row = await createCorrespondentRepository(db).findByIdentifier(identifier);
    return [...withLoopbackAliases(config.publicOrigin), ...(row?.site_origins ?? [])];
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (wantsSpa(request))
      return sendSpaIndex(paths, request, reply, await frameAncestorsOf(request), {
        // The service's read-through cache: no database query per navigation.
        correspondentExists: (identifier) =>
          correspondents.getByIdentifier(identifier).then(
            () => true,
            () => false,
          ),
      });
    return replyWithError(request, reply, 'ROUTE_NOT_FOUND');
  });
  await app.register(securityHeadersPlugin, {
    https: config.publicOrigin.startsWith('https:'),
  });
  await app.register(requestIdentificationPlugin);
  await app.register(tenancyPlugin, { correspondents });
  await app.register(authPlugin, { auth });
  await app.register(auditPlugin, { db });
  await app.register(openApiPlugin, { publicOrigin: config.publicOrigin });

  // Paying an operation and its lifecycle (issue 5; spec operations §4.1, §4.6): the steps after
  // payment follow LIFECYCLE_STEP_SECONDS (sandbox default 5 s; production only when set); the
  // job's schedule lives in the database, the worker runs while the app does.
  const lifecycleStepMs = lifecycleStepMsOf(config);
  if (lifecycle !== false) {
    const worker = createLifecycleWorker({
      db,
      clock,
      stepMs: lifecycleStepMs,
      notices: services.inboundNotices,
      cardNotices: services.cardNotices,
      reservationNotices: services.reservationNotices,
      sweepCardPayments: () => services.cardPayments.sweep(),
      ...(lifecycle.pollIntervalMs === undefined
        ? {}
        : { pollIntervalMs: lifecycle.pollIntervalMs }),
      onError: (error) => app.log.error({ err: error }, 'operation lifecycle step failed'),
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  await app.register(
    async (api) => {
      // Here only: static files are served from the copies compressed at build time (issue 15).
      await api.register(compressionPlugin);
      await api.register(fastifyCors, apiCorsOptions(origins));
      await api.register(healthRoutes, { db });
      await api.register(openApiRoutes);
      await api.register(correspondentRoutes, {
        correspondents,
        locateZipCode: createCityLocator({ zipCodes }),
      });
      await api.register(authRoutes, { auth, limiterFor });
      await api.register(registrationRoutes, { accounts, limiterFor });
      await api.register(emailConfirmationRoutes, { accounts, limiterFor });
      await api.register(passwordRoutes, { accounts, limiterFor, origins });
      await api.register(zipCodeRoutes, { zipCodes, limiterFor });
      // Where paper money is delivered at home (issue 17, spec operations §2.3).
      await api.register(servedCitiesRoutes, { limiterFor });
      await api.register(customerRoutes, {
        customers: services.customers,
        addresses: services.addresses,
        auth,
      });
      await api.register(companyRecordRoutes, {
        companyDocuments: services.companyDocuments,
        capitalLimits: services.capitalLimits,
      });
      await api.register(registrationUpdateRoutes, {
        registrations: services.registrations,
        correspondents,
      });
      await api.register(impersonationRoutes, { impersonation: services.impersonation });
      // Where an outbound remittance goes (issue 5, spec operations §7.7).
      await api.register(beneficiaryRoutes, { beneficiaries: services.beneficiaries });
      await api.register(bankAccountRoutes, { accounts: services.bankAccounts });
      await api.register(investmentBrokerRoutes, { brokers: services.brokers });
      // The companies' GraphQL API on the same services (issue 20, spec platform §7 "GraphQL").
      await api.register(graphqlRoutes, {
        services: {
          customers: services.customers,
          addresses: services.addresses,
          beneficiaries: services.beneficiaries,
          bankAccounts: services.bankAccounts,
          companyDocuments: services.companyDocuments,
          capitalLimits: services.capitalLimits,
          auth,
        },
      });
      await api.register(uploadRoutes, { uploads });
      if (services.storage?.kind === 'local') {
        await api.register(sandboxStorageRoutes, { uploads });
      }
      await api.register(exchangeRoutes, {
        services,
        clock,
        publicOrigin: config.publicOrigin,
      });
      await api.register(remittanceRoutes, { remittances: services.remittances });
      // Limit-increase requests (issue 20; spec platform §7 "Limit updates").
      await api.register(limitUpdateRoutes, { limitUpdates: services.limitUpdates });
      // Buying foreign banknotes (issue 17; spec operations §3.19, §3.22, §3.23, §7.5).
      await api.register(paperMoneyRoutes, {
        paperMoney: services.paperMoney,
        cardPayments: services.cardPayments,
      });
      // Receiving money from abroad (issue 16; spec operations §1, §6.1, §7.3).
      await api.register(inboundRemittanceRoutes, { inbound: services.inbound });
      await api.register(inboundInstructionRoutes, { instructions: services.instructions });
      await api.register(inboundChargeRoutes, {
        charges: services.charges,
        sandboxCard: services.sandboxCard,
      });
      // Paying an operation (issue 5; spec operations §2.5, §7.4); the sandbox's "payment received".
      await api.register(paymentRoutes, { payments });
      // Paying by credit card (issue 18; spec operations §3.14, §4.5, §7.4).
      await api.register(cardPaymentRoutes, {
        cardPayments: services.cardPayments,
        sandboxCreditCard: services.sandboxCreditCard,
      });
      // The operator console (issue 20): operators decide what the sandbox's names decided.
      await api.register(backOfficeRoutes, { backOffice: services.backOffice });
      if (config.mode === 'sandbox') await api.register(sandboxOperationRoutes, { payments });
      if (config.mode === 'sandbox') {
        await api.register(sandboxPricingRoutes, { config, catalogue: services.catalogue });
        await api.register(sandboxMailboxRoutes, { outbox, config });
      }
      // Unknown API paths answer here. Without this route they reached the portal's static
      // wildcard (`/*`), which stats the file system before calling the not-found handler.
      // (OPTIONS has its own catch-all in @fastify/cors; HEAD follows GET.)
      api.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        schema: { hide: true },
        handler: (request, reply) => replyWithError(request, reply, 'ROUTE_NOT_FOUND'),
      });
    },
    { prefix: '/api' },
  );

  await app.register(staticRoutes, { paths });
  await app.register(docsRoutes, { docsDir: path.join(config.rootDir, 'docs') });
  return app;
}

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
import { createCorrespondentRepository } from './db/repositories/correspondent-repository';
import type { Database } from './db/schema';
import { LOG_REDACT_PATHS, REDACTED } from './http/log-redaction';
import { createAllowedOrigins, withLoopbackAliases } from './plugins/allowed-origins';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, replyWithError } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { requestIdentificationPlugin } from './plugins/request-identification';
import { apiCorsOptions, securityHeadersPlugin } from './plugins/security';
import { tenancyPlugin } from './plugins/tenancy';
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
import { zipCodeRoutes } from './routes/zip-codes';
import { customerRoutes } from './routes/customers';
import { impersonationRoutes } from './routes/impersonation';
import { registrationUpdateRoutes } from './routes/registration-updates';
import { bankAccountRoutes } from './routes/bank-accounts';
import { beneficiaryRoutes } from './routes/beneficiaries';
import { investmentBrokerRoutes } from './routes/investment-brokers';
import { uploadRoutes } from './routes/uploads';
import { sandboxStorageRoutes } from './routes/sandbox-storage';
import { selectUploadStorage } from './providers/storage/select-storage';
import { createUploadService, uploadDocumentChecker } from './services/uploads/upload-service';
import { createBankAccountService } from './services/payees/bank-account-service';
import { createBeneficiaryService } from './services/payees/beneficiary-service';
import { createInvestmentBrokerService } from './services/payees/investment-broker-service';
import { auditPlugin } from './plugins/audit';
import { createAddressService } from './services/customers/address-service';
import { createCustomerService } from './services/customers/customer-service';
import { createRegistrationUpdateService } from './services/customers/registration-update-service';
import { createImpersonationService } from './services/impersonation-service';
import {
  embedIdentifier,
  sendSpaIndex,
  staticPaths,
  staticRoutes,
  wantsSpa,
} from './routes/static';
import { createAccountServices } from './services/accounts/account-services';
import { createAuthService } from './services/auth-service';
import { systemClock, type Clock } from './services/clock';
import { createCorrespondentService } from './services/correspondent-service';
import { createMailer, type Mailer } from './services/mail/mailer';
import { createMailOutbox } from './services/mail/mail-outbox';
import { createOutboxWorker, type OutboxWorker } from './jobs/outbox-worker';
import { createPasswordHasher } from './services/password-hasher';
import { manualComplianceReview } from './providers/compliance/compliance-provider';
import { sandboxCompliance } from './providers/compliance/sandbox-compliance';
import { redactedRequestSerializer } from './http/url-redaction';
import { createPricingCatalogue } from './services/pricing-catalogue';
import { createQuoteWriter } from './services/quote-writer';
import { remittanceRoutes } from './routes/remittances';
import { createRemittanceService } from './services/remittances/remittance-service';
import { createQuotationRepository } from './db/repositories/quotation-repository';
import { createZipCodeProvider } from './providers/zip-codes/select-zip-codes';
import { paymentRoutes } from './routes/payments';
import { sandboxOperationRoutes } from './routes/sandbox-operations';
import { createPaymentService } from './services/payments/payment-service';
import { createSandboxWallet } from './providers/wallet/sandbox-wallet';
import type { WalletProvider } from './providers/wallet/wallet-provider';
import { createLifecycleWorker } from './jobs/remittance-lifecycle';
import { SANDBOX_LIFECYCLE_STEP_SECONDS } from './config';
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
            redact: { paths: [...LOG_REDACT_PATHS], censor: REDACTED },
            // Codes and one-time tokens travel in some query strings: never logged.
            serializers: { req: redactedRequestSerializer },
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a load balancer the client address and protocol come from X-Forwarded-*.
    trustProxy: config.mode === 'production',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const correspondents = createCorrespondentService({ db });
  const origins = createAllowedOrigins({
    load: () => createCorrespondentRepository(db).listSiteOrigins(),
    always: withLoopbackAliases(config.publicOrigin),
  });
  const paths = staticPaths(config.rootDir);

  await app.register(errorsPlugin);
  // A portal page opened by <fx-checkout> may be framed by its correspondent's registered sites
  // (and the platform's own origin under its loopback names), by no other.
  const frameAncestorsOf = async (request: FastifyRequest) => {
    const identifier = embedIdentifier(request);
    if (identifier === undefined) return undefined;
    const row = await createCorrespondentRepository(db).findByIdentifier(identifier);
    return [...withLoopbackAliases(config.publicOrigin), ...(row?.site_origins ?? [])];
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (wantsSpa(request)) return sendSpaIndex(paths, reply, await frameAncestorsOf(request));
    return replyWithError(request, reply, 'ROUTE_NOT_FOUND');
  });
  await app.register(securityHeadersPlugin, {
    https: config.publicOrigin.startsWith('https:'),
  });
  await app.register(requestIdentificationPlugin);
  await app.register(tenancyPlugin, { correspondents });
  const auth = createAuthService({ db, hasher: createPasswordHasher(), now: clock });
  await app.register(authPlugin, { auth });
  await app.register(auditPlugin, { db });
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
  const outbox = createMailOutbox({ db, clock, onEnqueued: () => outboxWorker.nudge() });
  app.decorate('outbox', { drain: () => outboxWorker.drain() });
  if (outboxOptions !== false) {
    app.addHook('onReady', async () => outboxWorker.start());
    app.addHook('onClose', async () => outboxWorker.stop());
  }
  const accounts = createAccountServices({
    db,
    hasher: createPasswordHasher(),
    outbox,
    clock,
    compliance: config.mode === 'sandbox' ? sandboxCompliance : manualComplianceReview,
    publicOrigin: config.publicOrigin,
  });
  await app.register(openApiPlugin, { publicOrigin: config.publicOrigin });

  // Paying an operation and its lifecycle (issue 5; spec operations §4.1, §4.6): the steps after
  // payment follow LIFECYCLE_STEP_SECONDS (sandbox default 5 s; production only when set); the
  // job's schedule lives in the database, the worker runs while the app does.
  const stepSeconds =
    config.lifecycleStepSeconds ??
    (config.mode === 'sandbox' ? SANDBOX_LIFECYCLE_STEP_SECONDS : undefined);
  const lifecycleStepMs = stepSeconds === undefined ? undefined : stepSeconds * 1000;
  const payments = createPaymentService({ db, clock, wallet, lifecycleStepMs });
  if (lifecycle !== false) {
    const worker = createLifecycleWorker({
      db,
      clock,
      stepMs: lifecycleStepMs,
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
      await api.register(fastifyCors, apiCorsOptions(origins));
      await api.register(healthRoutes, { db });
      await api.register(openApiRoutes);
      await api.register(correspondentRoutes, { correspondents });
      await api.register(authRoutes, { auth });
      await api.register(registrationRoutes, { accounts, clock });
      await api.register(emailConfirmationRoutes, { accounts, clock });
      await api.register(passwordRoutes, { accounts, clock, origins });
      await api.register(zipCodeRoutes, { zipCodes });
      await api.register(customerRoutes, {
        customers: createCustomerService({ db, clock }),
        addresses: createAddressService({ db }),
        auth,
        outbox,
      });
      await api.register(registrationUpdateRoutes, {
        registrations: createRegistrationUpdateService({ db, clock }),
        correspondents,
      });
      await api.register(impersonationRoutes, {
        impersonation: createImpersonationService({ db, clock }),
      });
      // Where an outbound remittance goes (issue 5, spec operations §7.7).
      await api.register(beneficiaryRoutes, { beneficiaries: createBeneficiaryService({ db }) });
      await api.register(bankAccountRoutes, { accounts: createBankAccountService({ db }) });
      await api.register(investmentBrokerRoutes, {
        brokers: createInvestmentBrokerService({ db }),
      });
      // Documents (spec operations §7.6): a bucket when S3_BUCKET is set, else the platform's own
      // storage in sandbox mode; in production without a bucket signing answers 503.
      const storage = selectUploadStorage(config, clock);
      const uploads = createUploadService({ db, storage, clock });
      await api.register(uploadRoutes, { uploads });
      if (storage?.kind === 'local') await api.register(sandboxStorageRoutes, { uploads });
      // One pricing catalogue: the sandbox helper clears the very cache quotes are priced from.
      const catalogue = createPricingCatalogue({ db });
      // One quote writer: quotes are stored behind the answer, in batches; the checkout's lookup
      // (`createQuoteLookup({ db, writer: quoteWriter })`) waits on it for a quote still queued.
      const quoteWriter = createQuoteWriter(createQuotationRepository(db), {
        onError: (error, quote) => app.log.error({ err: error, quoteId: quote.id }, 'quote lost'),
      });
      await api.register(exchangeRoutes, { db, config, catalogue, quoteWriter });
      // Remittance creation (issue 5): the quote lookup waits on the same writer.
      await api.register(remittanceRoutes, {
        remittances: createRemittanceService({
          db,
          clock,
          quoteWriter,
          documents: uploadDocumentChecker(storage, clock),
        }),
      });
      // Paying an operation (issue 5; spec operations §2.5, §7.4); the sandbox's "payment received".
      await api.register(paymentRoutes, { payments });
      if (config.mode === 'sandbox') await api.register(sandboxOperationRoutes, { payments });
      if (config.mode === 'sandbox') {
        await api.register(sandboxPricingRoutes, { db, config, catalogue });
        await api.register(sandboxMailboxRoutes, { db, config });
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

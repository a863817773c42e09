/**
 * Registration and set-password invitations (spec platform §7 "Registration and passwords",
 * design §4 "auth paths"), under `/api`:
 * `POST /v1/auth/user` (register), `GET /v1/registrations/users/{document}/exists`,
 * `POST /v1/registrations/users/invite`, `PUT /v1/auth/user/invitation?invitation_token=…`.
 * Registrations, the existence check and the invitations are limited per client address (and
 * per document for invitations), so CPFs and e-mail addresses cannot be probed (a registration
 * answers USER_ALREADY_EXISTS or EMAIL_ALREADY_IN_USE for a known one), accounts made or
 * mailboxes flooded in bulk.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  InvitationAcceptBodySchema,
  InvitationQuerySchema,
  SuccessResultSchema,
} from '../../src/contracts/auth';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import {
  DocumentParamsSchema,
  InviteBodySchema,
  InviteResultSchema,
  RegistrationBodySchema,
  RegistrationExistsSchema,
  RegistrationResultSchema,
} from '../../src/contracts/registration';
import { stripDocument } from '../../src/domain/documents/strip-document';
import type { AccountServices } from '../services/accounts/account-services';
import {
  countAttempt,
  type AttemptLimit,
  type AttemptLimiterFactory,
} from '../services/attempt-limiter';
import { optionalMailContext, requiredMailContext } from './account-routes-support';
import {
  documentCooldownKey,
  emailCooldownKey,
  RESEND_COOLDOWN,
  startCooldown,
} from './resend-cooldown';

/** How many calls are allowed per window. */
export interface RegistrationLimits {
  /** Registrations per client address, whatever their outcome (default 10 per 15 minutes). */
  registrationsPerAddress: AttemptLimit;
  /** Existence checks per client address (default 30 per 15 minutes). */
  existsPerAddress: AttemptLimit;
  /** Invitations per client address (default 10 per 15 minutes). */
  invitesPerAddress: AttemptLimit;
  /** Invitations per document (default 3 per 15 minutes). */
  invitesPerDocument: AttemptLimit;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Defaults of {@link RegistrationLimits}. */
export const DEFAULT_REGISTRATION_LIMITS: RegistrationLimits = {
  registrationsPerAddress: { max: 10, windowMs: FIFTEEN_MINUTES },
  existsPerAddress: { max: 30, windowMs: FIFTEEN_MINUTES },
  invitesPerAddress: { max: 10, windowMs: FIFTEEN_MINUTES },
  invitesPerDocument: { max: 3, windowMs: FIFTEEN_MINUTES },
};

/** Options of the registration routes. */
export interface RegistrationRoutesOptions {
  accounts: AccountServices;
  /** Limiters over the shared counters. */
  limiterFor: AttemptLimiterFactory;
  limits?: Partial<RegistrationLimits>;
}

const errors = {
  400: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
  500: ApiErrorBodySchema,
  503: ApiErrorBodySchema,
};

/** Registers the registration routes. */
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (
  app,
  options,
) => {
  const { accounts, limiterFor } = options;
  const limits = { ...DEFAULT_REGISTRATION_LIMITS, ...options.limits };
  const registrationsPerAddress = limiterFor(limits.registrationsPerAddress);
  const existsPerAddress = limiterFor(limits.existsPerAddress);
  const invitesPerAddress = limiterFor(limits.invitesPerAddress);
  const invitesPerDocument = limiterFor(limits.invitesPerDocument);
  const resendCooldown = limiterFor(RESEND_COOLDOWN);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/auth/user',
    {
      schema: {
        tags: ['registration'],
        summary: 'Registers an individual or a company',
        description:
          'Needs the `correspondent_id` header (the user is linked to it). Writes the user, the ' +
          'password (scrypt), the default address and the link in one transaction and e-mails a ' +
          '6-digit code (15 minutes, 5 tries) to confirm with `GET /v1/auth/user/confirmation`. ' +
          'No automatic sign-in. 422 EMAIL_ALREADY_IN_USE (field `email`), USER_ALREADY_EXISTS ' +
          '(field `document`), VALIDATION_FAILED (minimum age 18 on `birthDate`, password policy). ' +
          'Limited per client address, whatever the outcome: 429 RATE_LIMITED.',
        body: RegistrationBodySchema,
        response: { 201: RegistrationResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = await requiredMailContext(app, request);
      await countAttempt([[registrationsPerAddress, `register:${request.ip}`]]);
      const result = await accounts.registration.register(request.body, context);
      // The code just sent starts the 60 s before another may be asked for.
      await startCooldown(resendCooldown, [
        emailCooldownKey(request.body.email),
        documentCooldownKey(request.body.document),
      ]);
      return reply.status(201).send(result);
    },
  );

  api.get(
    '/v1/registrations/users/:document/exists',
    {
      schema: {
        tags: ['registration'],
        summary: 'Whether a CPF or CNPJ is registered, and with access',
        description:
          '`{exists:false}`: a new registration. `{exists:true, hasAccess:true}`: registered, ' +
          'log in. `{exists:true, hasAccess:false, email}`: known without access, the masked ' +
          'e-mail a set-password invitation goes to. Limited per client address (429).',
        params: DocumentParamsSchema,
        response: { 200: RegistrationExistsSchema, ...errors },
      },
    },
    async (request) => {
      await countAttempt([[existsPerAddress, `exists:${request.ip}`]]);
      return accounts.registration.exists(request.params.document);
    },
  );

  api.post(
    '/v1/registrations/users/invite',
    {
      schema: {
        tags: ['registration'],
        summary: 'E-mails a set-password invitation to a record known without access',
        description:
          'Needs the `correspondent_id` header: the link leads to ' +
          '`{PUBLIC_ORIGIN}/{identifier}/password/invitation?invitation_token=…` (one use, 7 ' +
          'days). Answers the masked address. 404 ACCOUNT_NOT_FOUND, 422 USER_ALREADY_EXISTS ' +
          '(has access: log in), 429 when repeated. The e-mail leaves through the outbox ' +
          'after the answer.',
        body: InviteBodySchema,
        response: { 200: InviteResultSchema, ...errors },
      },
    },
    async (request) => {
      const context = await requiredMailContext(app, request);
      await countAttempt([
        [invitesPerAddress, `invite:address:${request.ip}`],
        [invitesPerDocument, `invite:document:${stripDocument(request.body.document)}`],
      ]);
      return accounts.invitations.invite(request.body.document, context);
    },
  );

  api.put(
    '/v1/auth/user/invitation',
    {
      schema: {
        tags: ['registration'],
        summary: 'Sets the password from an invitation',
        description:
          'Confirms the e-mail and uses the token up. 422 INVITATION_TOKEN_INVALID for a bad, ' +
          'used or expired token; VALIDATION_FAILED for the password policy.',
        querystring: InvitationQuerySchema,
        body: InvitationAcceptBodySchema,
        response: { 200: SuccessResultSchema, ...errors },
      },
    },
    async (request) => {
      const context = await optionalMailContext(app, request);
      await accounts.invitations.accept(
        request.query.invitation_token,
        request.body.password,
        context,
      );
      return { success: true };
    },
  );
};

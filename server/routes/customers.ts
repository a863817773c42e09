/**
 * The customer-record routes (spec platform §7 "Individuals, under /customers/v1/physicals/
 * {cpf}", "Companies, under /customers/v1/legals/{cnpj}"), under `/api`. Every route needs a
 * signed-in user linked to the request's correspondent (`correspondent_id` header), except
 * `POST /physicals/{cpf}/correspondents`, which is how an individual gets linked. The document
 * in the path must be the caller's own (403 FORBIDDEN otherwise, whether or not such a customer
 * exists); admins may name anyone. Address ids of another customer answer 404 NOT_FOUND. The
 * address routes exist for companies too (the spec reaches company addresses through GraphQL).
 * @module
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { SuccessResultSchema } from '../../src/contracts/auth';
import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  BillingAddressInputSchema,
  BillingAddressSchema,
} from '../../src/contracts/addresses';
import {
  CompanyAddressParamsSchema,
  CompanyParamsSchema,
  CompanySchema,
  CompanyUpdateBodySchema,
  CustomerCorrespondentBodySchema,
  CustomerExistsSchema,
  IndividualAddressParamsSchema,
  IndividualParamsSchema,
  IndividualSchema,
  IndividualUpdateBodySchema,
  OperationalLimitAnswerSchema,
  TriggerComplianceResultSchema,
} from '../../src/contracts/customers';
import { userOf } from '../plugins/auth';
import type { AuthService } from '../services/auth/auth-service';
import type { AddressService } from '../services/customers/address-service';
import type { CustomerKind, CustomerRef } from '../services/customers/customer-access';
import type { CustomerService, Updated } from '../services/customers/customer-service';
import { sessionTokenHeaders } from '../services/auth/session-tokens-service';
import { optionalMailContext } from './account-routes-support';

/** Options of the customer routes. */
export interface CustomerRoutesOptions {
  customers: CustomerService;
  addresses: AddressService;
  auth: AuthService;
}

const errors = RECORD_ROUTE_ERRORS;

const ACCESS_NOTE =
  ' Needs a signed-in user linked to the `correspondent_id` correspondent; the document must be ' +
  "the caller's own (403 FORBIDDEN otherwise), admins may name any customer (404 NOT_FOUND " +
  'when there is none).';

/**
 * After the caller changed its own e-mail, the session's `uid` is the new e-mail: the answer
 * carries rotated token headers with it. The user's other sessions ended in the update's
 * transaction (changing the e-mail back does not revive them). An admin editing a customer
 * keeps its own session as it is, and every session of the customer ends.
 */
export async function followEmailChange(
  auth: AuthService,
  request: FastifyRequest,
  reply: FastifyReply,
  updated: Updated<unknown>,
): Promise<void> {
  const current = request.auth;
  if (updated.emailChanged === undefined || current === undefined) return;
  if (current.user.id !== updated.userId) return;
  const tokens = await auth.rotate({
    ...current,
    user: { ...current.user, email: updated.emailChanged },
  });
  if (tokens !== undefined) reply.headers(sessionTokenHeaders(tokens));
}

/** Registers the address routes of one kind of customer under `base`. */
function addressRoutes(app: FastifyInstance, addresses: AddressService, kind: CustomerKind): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const base = kind === 'PHYSICAL' ? '/customers/v1/physicals/:cpf' : '/customers/v1/legals/:cnpj';
  const who = kind === 'PHYSICAL' ? 'an individual' : 'a company';
  const params = kind === 'PHYSICAL' ? IndividualParamsSchema : CompanyParamsSchema;
  const idParams = kind === 'PHYSICAL' ? IndividualAddressParamsSchema : CompanyAddressParamsSchema;
  const refOf = (document: { cpf: string } | { cnpj: string }): CustomerRef => ({
    kind,
    document: 'cpf' in document ? document.cpf : document.cnpj,
  });
  const preHandler = app.requireLinkedUser;

  api.get(
    `${base}/addresses`,
    {
      preHandler,
      schema: {
        tags,
        summary: `The saved addresses of ${who}`,
        description: 'The default address first.' + ACCESS_NOTE,
        params,
        response: { 200: AddressListSchema, ...errors },
      },
    },
    async (request) => addresses.list(userOf(request), refOf(request.params)),
  );

  api.post(
    `${base}/addresses`,
    {
      preHandler,
      schema: {
        tags,
        summary: `Saves an address of ${who}`,
        description:
          'The first address, or one sent with `default: true`, becomes the only default.' +
          ACCESS_NOTE,
        params,
        body: AddressInputSchema,
        response: { 201: AddressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const address = await addresses.create(userOf(request), refOf(request.params), request.body);
      return reply.status(201).send(address);
    },
  );

  api.get(
    `${base}/addresses/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: `One saved address of ${who}`,
        description: "Another customer's address id answers 404 NOT_FOUND." + ACCESS_NOTE,
        params: idParams,
        response: { 200: AddressSchema, ...errors },
      },
    },
    async (request) => addresses.get(userOf(request), refOf(request.params), request.params.id),
  );

  api.put(
    `${base}/addresses/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: `Replaces a saved address of ${who}`,
        description:
          '`default: true` makes it the only default; `default: false` does not remove the ' +
          'default (make another address the default instead).' +
          ACCESS_NOTE,
        params: idParams,
        body: AddressInputSchema,
        response: { 200: AddressSchema, ...errors },
      },
    },
    async (request) =>
      addresses.update(userOf(request), refOf(request.params), request.params.id, request.body),
  );

  api.delete(
    `${base}/addresses/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: `Deletes a saved address of ${who}`,
        description:
          'Deleting the default makes the oldest remaining address the default.' + ACCESS_NOTE,
        params: idParams,
        response: { 200: SuccessResultSchema, ...errors },
      },
    },
    async (request) => {
      await addresses.remove(userOf(request), refOf(request.params), request.params.id);
      return { success: true };
    },
  );

  api.post(
    `${base}/billingAddresses`,
    {
      preHandler,
      schema: {
        tags,
        summary: `Adds a billing address of ${who}`,
        description:
          '`addressReceipt` is the storage key of the proof-of-address file.' + ACCESS_NOTE,
        params,
        body: BillingAddressInputSchema,
        response: { 201: BillingAddressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const address = await addresses.createBilling(
        userOf(request),
        refOf(request.params),
        request.body,
      );
      return reply.status(201).send(address);
    },
  );
}

/** Registers the individual and company routes. */
export const customerRoutes: FastifyPluginAsync<CustomerRoutesOptions> = async (
  app,
  { customers, addresses, auth },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const preHandler = app.requireLinkedUser;
  // Personal data: never kept by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Individuals.
  api.get(
    '/customers/v1/physicals/:cpf',
    {
      preHandler,
      schema: {
        tags,
        summary: "An individual's record",
        description: 'With its addresses and billing addresses.' + ACCESS_NOTE,
        params: IndividualParamsSchema,
        response: { 200: IndividualSchema, ...errors },
      },
    },
    async (request) => customers.getIndividual(userOf(request), request.params.cpf),
  );

  api.put(
    '/customers/v1/physicals/:cpf',
    {
      preHandler,
      schema: {
        tags,
        summary: "Updates an individual's record",
        description:
          'Fields left out stay as they are. An e-mail used by another user answers 422 ' +
          'EMAIL_ALREADY_IN_USE; after changing its own e-mail the caller gets new token ' +
          'headers (the `uid` is the e-mail) and its other sessions end. The previous address ' +
          'gets a notice naming the new one, masked.' +
          ACCESS_NOTE,
        params: IndividualParamsSchema,
        body: IndividualUpdateBodySchema,
        response: { 200: IndividualSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A changed e-mail is told to the previous address, queued in the update's transaction.
      const { brand } = await optionalMailContext(app, request);
      const updated = await customers.updateIndividual(
        userOf(request),
        request.params.cpf,
        request.body,
        { brand, ...(request.auth === undefined ? {} : { sessionId: request.auth.sessionId }) },
      );
      await followEmailChange(auth, request, reply, updated);
      return updated.record;
    },
  );

  api.get(
    '/customers/v1/physicals/:cpf/exists',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Whether an individual exists',
        description: 'A customer may only ask about itself; admins about any CPF.' + ACCESS_NOTE,
        params: IndividualParamsSchema,
        response: { 200: CustomerExistsSchema, ...errors },
      },
    },
    async (request) => ({
      exists: await customers.individualExists(userOf(request), request.params.cpf),
    }),
  );

  api.get(
    '/customers/v1/physicals/:cpf/limit',
    {
      preHandler,
      schema: {
        tags,
        summary: "An individual's operational limit",
        description:
          "USD cents, with the limit card's `view` (max, used, available, percentageOfUse, " +
          'warning at 70%, lastRequestStatus). A customer without a limit answers 404 ' +
          'NOT_FOUND.' +
          ACCESS_NOTE,
        params: IndividualParamsSchema,
        response: { 200: OperationalLimitAnswerSchema, ...errors },
      },
    },
    async (request) => customers.limit(userOf(request), request.params.cpf),
  );

  api.post(
    '/customers/v1/physicals/:cpf/correspondents',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Links an individual to the request's correspondent",
        description:
          "Shares the customer's data with the `correspondent_id` correspondent (which must " +
          'be active: 422 CORRESPONDENT_INACTIVE) and records `indicator` (a correspondent id) ' +
          'as the partner who brought the customer when none is recorded yet. Idempotent. The ' +
          'user need not be linked yet; the CPF must be its own (admins: anyone).',
        params: IndividualParamsSchema,
        body: CustomerCorrespondentBodySchema,
        response: { 200: IndividualSchema, ...errors },
      },
    },
    async (request) => {
      const correspondent = await app.resolveCorrespondent(request);
      return customers.linkCorrespondent(
        userOf(request),
        request.params.cpf,
        correspondent,
        request.body.indicator,
      );
    },
  );

  api.put(
    '/customers/v1/physicals/:cpf/trigger-new-compliance',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Asks for a new compliance review of an individual',
        description:
          'A rejected registration goes back to PENDING; an approved one keeps operating.' +
          ACCESS_NOTE,
        params: IndividualParamsSchema,
        response: { 200: TriggerComplianceResultSchema, ...errors },
      },
    },
    async (request) =>
      customers.triggerCompliance(userOf(request), {
        kind: 'PHYSICAL',
        document: request.params.cpf,
      }),
  );

  addressRoutes(app, addresses, 'PHYSICAL');

  // Companies.
  api.get(
    '/customers/v1/legals/:cnpj',
    {
      preHandler,
      schema: {
        tags,
        summary: "A company's record",
        description:
          '`pendencies` lists the registration fields still missing. The CNPJ may be numeric or ' +
          'alphanumeric, formatted or bare, in any letter case.' +
          ACCESS_NOTE,
        params: CompanyParamsSchema,
        response: { 200: CompanySchema, ...errors },
      },
    },
    async (request) => customers.getCompany(userOf(request), request.params.cnpj),
  );

  api.put(
    '/customers/v1/legals/:cnpj',
    {
      preHandler,
      schema: {
        tags,
        summary: "Updates a company's record",
        description:
          'Fields left out stay as they are. `changeSync`, `changeSyncTime` and `verified` are ' +
          'applied for an admin only and ignored otherwise. E-mail rules as for individuals.' +
          ACCESS_NOTE,
        params: CompanyParamsSchema,
        body: CompanyUpdateBodySchema,
        response: { 200: CompanySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { brand } = await optionalMailContext(app, request);
      const updated = await customers.updateCompany(
        userOf(request),
        request.params.cnpj,
        request.body,
        { brand, ...(request.auth === undefined ? {} : { sessionId: request.auth.sessionId }) },
      );
      await followEmailChange(auth, request, reply, updated);
      return updated.record;
    },
  );

  api.put(
    '/customers/v1/legals/:cnpj/trigger-new-compliance',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Asks for a new compliance review of a company',
        description:
          'A rejected registration goes back to PENDING; an approved one keeps operating.' +
          ACCESS_NOTE,
        params: CompanyParamsSchema,
        response: { 200: TriggerComplianceResultSchema, ...errors },
      },
    },
    async (request) =>
      customers.triggerCompliance(userOf(request), {
        kind: 'LEGAL',
        document: request.params.cnpj,
      }),
  );

  addressRoutes(app, addresses, 'LEGAL');
};

/**
 * An individual's own bank accounts (spec operations §7.7 "/accounts"), under `/api`:
 * `GET /customers/v1/physicals/{cpf}/accounts?type&currency`, `GET | DELETE …/accounts/{id}`,
 * `POST …/accounts/{type}[/{currency}]`, `PUT …/accounts/{type}/{id}[/{currency}]`. A signed-in
 * user linked to the `correspondent_id` correspondent; the CPF must be the caller's own (403
 * FORBIDDEN otherwise; admins may name anyone); another customer's account id answers 404.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { SuccessResultSchema } from '../../src/contracts/auth';
import {
  AccountInputSchema,
  AccountListQuerySchema,
  AccountListSchema,
  AccountParamsSchema,
  AccountPathSchema,
  AccountSchema,
  AccountUpdatePathSchema,
} from '../../src/contracts/accounts';
import { IndividualParamsSchema } from '../../src/contracts/customers';
import { userOf } from '../plugins/auth';
import type { CustomerRef } from '../services/customers/customer-access';
import type { BankAccountService } from '../services/payees/bank-account-service';

/** Options of the account routes. */
export interface BankAccountRoutesOptions {
  accounts: BankAccountService;
}

const errors = RECORD_ROUTE_ERRORS;
const base = '/customers/v1/physicals/:cpf';
const tags = ['accounts'];
const individual = (cpf: string): CustomerRef => ({ kind: 'PHYSICAL', document: cpf });

/** Registers the account routes. */
export const bankAccountRoutes: FastifyPluginAsync<BankAccountRoutesOptions> = async (
  app,
  { accounts },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireLinkedUser;

  api.get(
    `${base}/accounts`,
    {
      preHandler,
      schema: {
        tags,
        summary: "An individual's own accounts (not beneficiaries')",
        params: IndividualParamsSchema,
        querystring: AccountListQuerySchema,
        response: { 200: AccountListSchema, ...errors },
      },
    },
    async (request) =>
      accounts.list(userOf(request), individual(request.params.cpf), {
        ...(request.query.type ? { direction: request.query.type } : {}),
        ...(request.query.currency ? { currency: request.query.currency } : {}),
      }),
  );

  api.get(
    `${base}/accounts/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'One of the own accounts',
        params: AccountParamsSchema,
        response: { 200: AccountSchema, ...errors },
      },
    },
    async (request) =>
      accounts.get(userOf(request), individual(request.params.cpf), request.params.id),
  );

  const create = {
    preHandler,
    schema: {
      tags,
      summary: 'Saves an own account',
      description:
        'INBOUND: the Brazilian account that receives (a PIX key, a cpf/cnpj key being the ' +
        "customer's own document, or bank data). OUTBOUND: an account abroad. The path's type " +
        "and currency must be the body's.",
      params: AccountPathSchema,
      body: AccountInputSchema,
      response: { 201: AccountSchema, ...errors },
    },
  };
  for (const url of [`${base}/accounts/:type`, `${base}/accounts/:type/:currency`]) {
    api.post(url, create, async (request, reply) => {
      const { cpf, ...path } = request.params;
      const account = await accounts.create(userOf(request), individual(cpf), path, request.body);
      return reply.status(201).send(account);
    });
  }

  const update = {
    preHandler,
    schema: {
      tags,
      summary: 'Replaces an own account',
      params: AccountUpdatePathSchema,
      body: AccountInputSchema,
      response: { 200: AccountSchema, ...errors },
    },
  };
  for (const url of [`${base}/accounts/:type/:id`, `${base}/accounts/:type/:id/:currency`]) {
    api.put(url, update, async (request) => {
      const { cpf, id, ...path } = request.params;
      return accounts.update(userOf(request), individual(cpf), id, path, request.body);
    });
  }

  api.delete(
    `${base}/accounts/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Deletes an own account',
        params: AccountParamsSchema,
        response: { 200: SuccessResultSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.remove(userOf(request), individual(request.params.cpf), request.params.id);
      return { success: true };
    },
  );
};

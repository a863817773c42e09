/**
 * Investment brokers (spec operations §7.7 "/investmentBroker"), for individuals under
 * `/customers/v1/physicals/{cpf}` and companies under `/customers/v1/legals/{cnpj}`:
 * `GET /remittance/investmentBroker`, `GET /remittance/investmentBroker/{id}`,
 * `POST /investmentBroker`, `POST /investmentBroker/{id}` (the identifier code),
 * `DELETE /investmentBroker/{id}`, `GET /investmentBroker/{id}/exists`. A signed-in user linked
 * to the `correspondent_id` correspondent; the document must be the caller's own (403 FORBIDDEN
 * otherwise; admins may name anyone); another customer's broker id answers 404 NOT_FOUND (and
 * `exists: false`).
 * @module
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { SuccessResultSchema } from '../../src/contracts/auth';
import { CompanyParamsSchema, IndividualParamsSchema } from '../../src/contracts/customers';
import {
  IdentifierCodeInputSchema,
  InvestmentBrokerExistsSchema,
  InvestmentBrokerInputSchema,
  InvestmentBrokerListSchema,
  InvestmentBrokerSchema,
} from '../../src/contracts/investment-brokers';
import { PathIdSchema } from '../../src/contracts/registration';
import { userOf } from '../plugins/auth';
import type { CustomerKind, CustomerRef } from '../services/customers/customer-access';
import type { InvestmentBrokerService } from '../services/payees/investment-broker-service';

/** Options of the broker routes. */
export interface InvestmentBrokerRoutesOptions {
  brokers: InvestmentBrokerService;
}

const errors = RECORD_ROUTE_ERRORS;
const tags = ['investment brokers'];

/** The broker routes of one kind of customer. */
function brokerRoutes(app: FastifyInstance, brokers: InvestmentBrokerService, kind: CustomerKind) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireLinkedUser;
  const base = kind === 'PHYSICAL' ? '/customers/v1/physicals/:cpf' : '/customers/v1/legals/:cnpj';
  const params = kind === 'PHYSICAL' ? IndividualParamsSchema : CompanyParamsSchema;
  const idParams = z.object({ ...params.shape, id: PathIdSchema });
  const refOf = (document: { cpf: string } | { cnpj: string }): CustomerRef => ({
    kind,
    document: 'cpf' in document ? document.cpf : document.cnpj,
  });

  api.get(
    `${base}/remittance/investmentBroker`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'The customer’s investment brokers',
        params,
        response: { 200: InvestmentBrokerListSchema, ...errors },
      },
    },
    async (request) => brokers.list(userOf(request), refOf(request.params)),
  );

  api.get(
    `${base}/remittance/investmentBroker/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'One investment broker',
        params: idParams,
        response: { 200: InvestmentBrokerSchema, ...errors },
      },
    },
    async (request) => brokers.get(userOf(request), refOf(request.params), request.params.id),
  );

  api.post(
    `${base}/investmentBroker`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Saves an investment broker (USD; an ACH or SWIFT/BIC code at least)',
        params,
        body: InvestmentBrokerInputSchema,
        response: { 201: InvestmentBrokerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const broker = await brokers.create(userOf(request), refOf(request.params), request.body);
      return reply.status(201).send(broker);
    },
  );

  api.post(
    `${base}/investmentBroker/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Sets the broker’s identifier code (the checkout’s identifierCode section)',
        params: idParams,
        body: IdentifierCodeInputSchema,
        response: { 200: InvestmentBrokerSchema, ...errors },
      },
    },
    async (request) =>
      brokers.setIdentifierCode(
        userOf(request),
        refOf(request.params),
        request.params.id,
        request.body,
      ),
  );

  api.delete(
    `${base}/investmentBroker/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Deletes an investment broker',
        params: idParams,
        response: { 200: SuccessResultSchema, ...errors },
      },
    },
    async (request) => {
      await brokers.remove(userOf(request), refOf(request.params), request.params.id);
      return { success: true };
    },
  );

  api.get(
    `${base}/investmentBroker/:id/exists`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Whether the customer has this broker',
        params: idParams,
        response: { 200: InvestmentBrokerExistsSchema, ...errors },
      },
    },
    async (request) => ({
      exists: await brokers.exists(userOf(request), refOf(request.params), request.params.id),
    }),
  );
}

/** Registers the broker routes for individuals and companies. */
export const investmentBrokerRoutes: FastifyPluginAsync<InvestmentBrokerRoutesOptions> = async (
  app,
  { brokers },
) => {
  brokerRoutes(app, brokers, 'PHYSICAL');
  brokerRoutes(app, brokers, 'LEGAL');
};

/**
 * An individual's beneficiaries abroad (spec operations §7.7 "/beneficiaries"), under `/api`:
 * `GET /customers/v1/physicals/{cpf}/beneficiaries?type&currency`,
 * `GET | DELETE …/beneficiary/{id}`, `POST …/beneficiaries/{type}[/{currency}]`,
 * `PUT …/beneficiaries/{type}/{id}[/{currency}]`. Each beneficiary carries its account abroad.
 * A signed-in user linked to the `correspondent_id` correspondent; the CPF must be the caller's
 * own (403 FORBIDDEN otherwise; admins may name anyone); another customer's beneficiary id
 * answers 404 NOT_FOUND.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { SuccessResultSchema } from '../../src/contracts/auth';
import {
  BeneficiaryInputSchema,
  BeneficiaryListQuerySchema,
  BeneficiaryListSchema,
  BeneficiaryParamsSchema,
  BeneficiaryPathSchema,
  BeneficiarySchema,
  BeneficiaryUpdatePathSchema,
} from '../../src/contracts/beneficiaries';
import { IndividualParamsSchema } from '../../src/contracts/customers';
import { userOf } from '../plugins/auth';
import type { CustomerRef } from '../services/customers/customer-access';
import type { BeneficiaryService } from '../services/payees/beneficiary-service';

/** Options of the beneficiary routes. */
export interface BeneficiaryRoutesOptions {
  beneficiaries: BeneficiaryService;
}

const errors = RECORD_ROUTE_ERRORS;
const base = '/customers/v1/physicals/:cpf';
const tags = ['beneficiaries'];
const individual = (cpf: string): CustomerRef => ({ kind: 'PHYSICAL', document: cpf });

/** Registers the beneficiary routes. */
export const beneficiaryRoutes: FastifyPluginAsync<BeneficiaryRoutesOptions> = async (
  app,
  { beneficiaries },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireLinkedUser;

  api.get(
    `${base}/beneficiaries`,
    {
      preHandler,
      schema: {
        tags,
        summary: "An individual's beneficiaries, each with its account",
        params: IndividualParamsSchema,
        querystring: BeneficiaryListQuerySchema,
        response: { 200: BeneficiaryListSchema, ...errors },
      },
    },
    async (request) =>
      beneficiaries.list(userOf(request), individual(request.params.cpf), {
        ...(request.query.type ? { direction: request.query.type } : {}),
        ...(request.query.currency ? { currency: request.query.currency } : {}),
      }),
  );

  api.get(
    `${base}/beneficiary/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'One beneficiary',
        params: BeneficiaryParamsSchema,
        response: { 200: BeneficiarySchema, ...errors },
      },
    },
    async (request) =>
      beneficiaries.get(userOf(request), individual(request.params.cpf), request.params.id),
  );

  const create = {
    preHandler,
    schema: {
      tags,
      summary: 'Saves a beneficiary and its account abroad',
      description: "The path's type and currency must be the body's.",
      params: BeneficiaryPathSchema,
      body: BeneficiaryInputSchema,
      response: { 201: BeneficiarySchema, ...errors },
    },
  };
  for (const url of [`${base}/beneficiaries/:type`, `${base}/beneficiaries/:type/:currency`]) {
    api.post(url, create, async (request, reply) => {
      const { cpf, ...path } = request.params;
      const saved = await beneficiaries.create(
        userOf(request),
        individual(cpf),
        path,
        request.body,
      );
      return reply.status(201).send(saved);
    });
  }

  const update = {
    preHandler,
    schema: {
      tags,
      summary: 'Replaces a beneficiary and its account',
      params: BeneficiaryUpdatePathSchema,
      body: BeneficiaryInputSchema,
      response: { 200: BeneficiarySchema, ...errors },
    },
  };
  for (const url of [
    `${base}/beneficiaries/:type/:id`,
    `${base}/beneficiaries/:type/:id/:currency`,
  ]) {
    api.put(url, update, async (request) => {
      const { cpf, id, ...path } = request.params;
      return beneficiaries.update(userOf(request), individual(cpf), id, path, request.body);
    });
  }

  api.delete(
    `${base}/beneficiary/:id`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Deletes a beneficiary and its account',
        params: BeneficiaryParamsSchema,
        response: { 200: SuccessResultSchema, ...errors },
      },
    },
    async (request) => {
      await beneficiaries.remove(
        userOf(request),
        individual(request.params.cpf),
        request.params.id,
      );
      return { success: true };
    },
  );
};

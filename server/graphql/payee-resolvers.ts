/**
 * The company's beneficiaries and own accounts over GraphQL (spec operations §7.7 "A query
 * interface at POST /v1/clients serves companies"): createNewBeneficiary, deleteBeneficiary,
 * setBeneficiaryStudyDocuments, createNewBankAccount (an inbound or an outbound input) and
 * deleteBankAccount, on the payee services the individuals' REST routes use.
 * @module
 */
import * as z from 'zod/mini';
import { AccountInputSchema, type Account } from '../../src/contracts/accounts';
import {
  BeneficiaryInputSchema,
  StudyDocumentInputSchema,
  type Beneficiary,
} from '../../src/contracts/beneficiaries';
import { AppError } from '../errors/app-error';
import type { BankAccountService } from '../services/payees/bank-account-service';
import type { BeneficiaryService } from '../services/payees/beneficiary-service';
import { companyCaller, type GraphqlContext } from './graphql-context';
import { parseArgument } from './graphql-input';

/** What the payee resolvers call. */
export interface PayeeResolverDeps {
  beneficiaries: BeneficiaryService;
  bankAccounts: BankAccountService;
}

/** A record id argument: a positive integer, else NOT_FOUND as for REST's path ids. */
function idOf(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
  return id;
}

const StudyDocumentsSchema = z.array(StudyDocumentInputSchema);

/** The `Mutation` entries of the payees. */
export function payeeResolvers({ beneficiaries, bankAccounts }: PayeeResolverDeps) {
  return {
    Mutation: {
      async createNewBeneficiary(
        _root: unknown,
        args: { beneficiary: Record<string, unknown> },
        context: GraphqlContext,
      ): Promise<Beneficiary> {
        const { user, ref } = await companyCaller(context);
        // A beneficiary is always abroad (OUTBOUND): the GraphQL input has no `type`.
        const input = parseArgument(
          BeneficiaryInputSchema,
          { ...args.beneficiary, type: 'OUTBOUND' },
          'beneficiary',
        );
        return beneficiaries.create(
          user,
          ref,
          { type: 'outbound', currency: input.currency.toLowerCase() },
          input,
        );
      },
      async deleteBeneficiary(
        _root: unknown,
        args: { id: number },
        context: GraphqlContext,
      ): Promise<{ success: true }> {
        const { user, ref } = await companyCaller(context);
        await beneficiaries.remove(user, ref, idOf(args.id));
        return { success: true };
      },
      async setBeneficiaryStudyDocuments(
        _root: unknown,
        args: { id: number; studyDocuments: unknown },
        context: GraphqlContext,
      ): Promise<Beneficiary> {
        const { user, ref } = await companyCaller(context);
        const documents = parseArgument(
          StudyDocumentsSchema,
          args.studyDocuments,
          'studyDocuments',
        );
        return beneficiaries.setStudyDocuments(user, ref, idOf(args.id), documents);
      },
      async createNewBankAccount(
        _root: unknown,
        args: {
          inbound?: Record<string, unknown> | null;
          outbound?: Record<string, unknown> | null;
        },
        context: GraphqlContext,
      ): Promise<Account> {
        const { user, ref } = await companyCaller(context);
        const { inbound, outbound } = args;
        if ((inbound == null) === (outbound == null)) {
          // Exactly one of the two inputs says which kind of account this is.
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ field: 'inbound', message: 'validation.required' }],
          });
        }
        const [argument, body] =
          inbound != null
            ? (['inbound', { ...inbound, type: 'INBOUND' }] as const)
            : (['outbound', { ...outbound, type: 'OUTBOUND' }] as const);
        const input = parseArgument(AccountInputSchema, body, argument);
        const currency =
          'currency' in input && input.type === 'OUTBOUND' ? input.currency : undefined;
        return bankAccounts.create(
          user,
          ref,
          {
            type: input.type === 'INBOUND' ? 'inbound' : 'outbound',
            ...(currency === undefined ? {} : { currency: currency.toLowerCase() }),
          },
          input,
        );
      },
      async deleteBankAccount(
        _root: unknown,
        args: { id: number },
        context: GraphqlContext,
      ): Promise<{ success: true }> {
        const { user, ref } = await companyCaller(context);
        await bankAccounts.remove(user, ref, idOf(args.id));
        return { success: true };
      },
    },
  };
}

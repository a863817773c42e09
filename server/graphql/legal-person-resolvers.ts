/**
 * The company's own record over GraphQL (spec platform §7 "GraphQL"): `legalPersonExists`,
 * `legalPerson` (with its beneficiaries and accounts, operations §7.7), the address and
 * billing-address mutations, `updateLegalPerson` and `giveCorrespondentAccess`. Each calls the
 * service the REST routes call; no SQL here.
 * @module
 */
import {
  AddressInputSchema,
  BillingAddressInputSchema,
  type Address,
  type BillingAddress,
} from '../../src/contracts/addresses';
import { CompanyUpdateBodySchema, type Company } from '../../src/contracts/customers';
import { CnpjSchema } from '../../src/contracts/registration';
import type { Account } from '../../src/contracts/accounts';
import type { Beneficiary } from '../../src/contracts/beneficiaries';
import { AppError } from '../errors/app-error';
import { followEmailChange } from '../routes/customers';
import { optionalMailContext } from '../routes/account-routes-support';
import type { AuthService } from '../services/auth/auth-service';
import type { AddressService } from '../services/customers/address-service';
import type { CustomerService } from '../services/customers/customer-service';
import type { BankAccountService } from '../services/payees/bank-account-service';
import type { BeneficiaryService } from '../services/payees/beneficiary-service';
import {
  companyCaller,
  correspondentOf,
  companyRefOf,
  signedInUser,
  type GraphqlContext,
} from './graphql-context';
import { parseArgument, withoutNulls } from './graphql-input';

/** What the company resolvers call. */
export interface LegalPersonResolverDeps {
  customers: CustomerService;
  addresses: AddressService;
  beneficiaries: BeneficiaryService;
  bankAccounts: BankAccountService;
  auth: AuthService;
}

/** A direction and currency filter of the `beneficiaries` and `accounts` fields. */
interface PayeeFilterArgs {
  type?: 'INBOUND' | 'OUTBOUND' | null;
  currency?: string | null;
}

const filterOf = ({ type, currency }: PayeeFilterArgs) => ({
  ...(type ? { direction: type } : {}),
  ...(currency ? { currency: currency.toUpperCase() } : {}),
});

/**
 * An address argument with its nullable fields present: GraphQL leaves an unsent nullable field
 * out, where the REST contract wants it as null.
 */
function addressArgument(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return { number: null, complement: null, ...value };
}

/** An address id argument: a positive integer, else NOT_FOUND as for REST's path ids. */
function idOf(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
  return id;
}

/** The resolvers of the company record: `Query`, `Mutation` and `LegalPerson` entries. */
export function legalPersonResolvers({
  customers,
  addresses,
  beneficiaries,
  bankAccounts,
  auth,
}: LegalPersonResolverDeps) {
  return {
    Query: {
      async legalPersonExists(
        _root: unknown,
        args: { cnpj: string },
        context: GraphqlContext,
      ): Promise<{ exists: boolean; email: string | null }> {
        const { user } = await companyCaller(context);
        return customers.companyExists(user, parseArgument(CnpjSchema, args.cnpj, 'cnpj'));
      },
      async legalPerson(
        _root: unknown,
        args: { cnpj?: string | null },
        context: GraphqlContext,
      ): Promise<Company> {
        const { user, ref } = await companyCaller(context, args.cnpj);
        return customers.getCompany(user, ref.document);
      },
    },
    Mutation: {
      async createNewAddress(
        _root: unknown,
        args: { address: unknown },
        context: GraphqlContext,
      ): Promise<Address> {
        const { user, ref } = await companyCaller(context);
        return addresses.create(
          user,
          ref,
          parseArgument(AddressInputSchema, addressArgument(args.address), 'address'),
        );
      },
      async updateAddress(
        _root: unknown,
        args: { id: number; address: unknown },
        context: GraphqlContext,
      ): Promise<Address> {
        const { user, ref } = await companyCaller(context);
        const input = parseArgument(AddressInputSchema, addressArgument(args.address), 'address');
        return addresses.update(user, ref, idOf(args.id), input);
      },
      async deleteAddress(
        _root: unknown,
        args: { id: number },
        context: GraphqlContext,
      ): Promise<{ success: true }> {
        const { user, ref } = await companyCaller(context);
        await addresses.remove(user, ref, idOf(args.id));
        return { success: true };
      },
      async addBillingAddress(
        _root: unknown,
        args: { billingAddress: unknown },
        context: GraphqlContext,
      ): Promise<BillingAddress> {
        const { user, ref } = await companyCaller(context);
        const input = parseArgument(
          BillingAddressInputSchema,
          addressArgument(args.billingAddress),
          'billingAddress',
        );
        return addresses.createBilling(user, ref, input);
      },
      async addVersionBillingAddress(
        _root: unknown,
        args: { id: number; billingAddress: unknown },
        context: GraphqlContext,
      ): Promise<BillingAddress> {
        const { user, ref } = await companyCaller(context);
        const input = parseArgument(
          BillingAddressInputSchema,
          addressArgument(args.billingAddress),
          'billingAddress',
        );
        return addresses.replaceBilling(user, ref, idOf(args.id), input);
      },
      async updateLegalPerson(
        _root: unknown,
        args: { legalPerson: Record<string, unknown> },
        context: GraphqlContext,
      ): Promise<Company> {
        const { user, ref } = await companyCaller(context);
        const body = parseArgument(
          CompanyUpdateBodySchema,
          withoutNulls(args.legalPerson),
          'legalPerson',
        );
        const { request, reply, app } = context;
        const { brand } = await optionalMailContext(app, request);
        const updated = await customers.updateCompany(user, ref.document, body, {
          brand,
          ...(request.auth === undefined ? {} : { sessionId: request.auth.sessionId }),
        });
        // A changed e-mail is the session's new `uid`: the answer carries rotated token headers.
        await followEmailChange(auth, request, reply, updated);
        return updated.record;
      },
      async giveCorrespondentAccess(
        _root: unknown,
        args: { correspondentId: number; indicatorId?: number | null },
        context: GraphqlContext,
      ): Promise<Company> {
        // How a company gets linked: a signed-in company, not yet linked, sharing its data with
        // the correspondent it is using (the `correspondent_id` header), no other.
        const user = signedInUser(context);
        const ref = companyRefOf(user);
        const correspondent = await correspondentOf(context);
        if (args.correspondentId !== correspondent.id) throw new AppError('FORBIDDEN');
        return customers.linkCompanyCorrespondent(
          user,
          ref.document,
          correspondent,
          args.indicatorId,
        );
      },
    },
    LegalPerson: {
      async beneficiaries(
        company: Company,
        args: PayeeFilterArgs,
        context: GraphqlContext,
      ): Promise<Beneficiary[]> {
        const { user } = await companyCaller(context);
        return beneficiaries.list(user, companyRefOf(user, company.cnpj), filterOf(args));
      },
      async accounts(
        company: Company,
        args: PayeeFilterArgs,
        context: GraphqlContext,
      ): Promise<Account[]> {
        const { user } = await companyCaller(context);
        return bankAccounts.list(user, companyRefOf(user, company.cnpj), filterOf(args));
      },
    },
  };
}

/**
 * Rows of beneficiaries, bank accounts and investment brokers to and from their contracts
 * (spec operations §3.10–3.13). Codes and keys are stored normalised: the IBAN electronic, a
 * BIC upper case, bank codes digits only, a PIX key in its DICT format.
 * @module
 */
import type { Account, AccountInput, BankDataInput } from '../../../src/contracts/accounts';
import type { Beneficiary, BeneficiaryInput } from '../../../src/contracts/beneficiaries';
import type {
  InvestmentBroker,
  InvestmentBrokerInput,
} from '../../../src/contracts/investment-brokers';
import { normaliseBankCode, electronicIban } from '../../../src/domain/bank/bank-codes';
import { normalisePixKey } from '../../../src/domain/pix/pix-key';
import type {
  BankAccountColumns,
  BankAccountRow,
} from '../../db/repositories/bank-account-repository';
import type {
  BeneficiaryColumns,
  BeneficiaryRow,
} from '../../db/repositories/beneficiary-repository';
import type {
  InvestmentBrokerColumns,
  InvestmentBrokerRow,
} from '../../db/repositories/investment-broker-repository';

/** An account's fields kept in `details`. */
type AccountDetails = Omit<Account, 'id' | 'type' | 'name' | 'currency'>;

/** A trimmed text, or null when blank or absent. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const EMPTY_ACCOUNT: AccountDetails = {
  number: null,
  bankName: null,
  bankCountry: null,
  bankCode: null,
  code: null,
  iban: null,
  bankAccountType: null,
  bankBranch: null,
  bankCode2: null,
  inboundBankCode: null,
  pixType: null,
  pixKey: null,
  beneficiaryDocument: null,
};

/** The columns of bank data abroad (a beneficiary's account or an OUTBOUND own account). */
export function bankDataColumns(input: BankDataInput): BankAccountColumns {
  const codeValue = normaliseBankCode(input.code.option, input.code.value);
  const iban = input.code.option === 'IBAN' ? codeValue : text(input.iban);
  const details: AccountDetails = {
    ...EMPTY_ACCOUNT,
    number: text(input.number),
    bankName: input.bankName.trim(),
    bankCountry: input.bankCountry,
    bankCode: codeValue,
    code: { option: input.code.option, value: codeValue },
    iban: iban === null ? null : (electronicIban(iban) ?? iban),
    bankAccountType: input.bankAccountType ?? null,
    bankBranch: text(input.bankBranch),
    bankCode2: text(input.bankCode2),
    beneficiaryDocument: input.beneficiaryDocument
      ? {
          beneficiaryDocType: input.beneficiaryDocument.beneficiaryDocType,
          value: input.beneficiaryDocument.value.trim(),
        }
      : null,
  };
  return {
    direction: 'OUTBOUND',
    currency: input.currency,
    name: input.name.trim(),
    details: JSON.stringify(details),
  };
}

/** The columns of an account the customer saves as its own. */
export function accountColumns(input: AccountInput): BankAccountColumns {
  if (input.type === 'OUTBOUND') return bankDataColumns(input);
  const usesPix = input.pixType != null;
  const details: AccountDetails = {
    ...EMPTY_ACCOUNT,
    ...(usesPix && input.pixType != null
      ? { pixType: input.pixType, pixKey: normalisePixKey(input.pixType, input.pixKey ?? '') }
      : {
          inboundBankCode: text(input.inboundBankCode),
          bankBranch: text(input.bankBranch),
          number: text(input.number),
          bankAccountType: input.bankAccountType ?? null,
        }),
  };
  return {
    direction: 'INBOUND',
    currency: input.currency ?? 'BRL',
    name: input.name.trim(),
    details: JSON.stringify(details),
  };
}

/** An account row as the contract answers it. */
export function toAccount(row: BankAccountRow): Account {
  const details = { ...EMPTY_ACCOUNT, ...(row.details as Partial<AccountDetails>) };
  return {
    id: row.id,
    type: row.direction,
    name: row.name,
    currency: row.currency,
    ...details,
  };
}

/** A beneficiary's fields kept in `details`. */
type BeneficiaryDetails = Omit<
  Beneficiary,
  'id' | 'fullName' | 'personType' | 'currency' | 'type' | 'account' | 'studyDocuments'
> & { studyDocuments: string[] };

/** The columns of a beneficiary (its account is written apart). */
export function beneficiaryColumns(input: BeneficiaryInput): BeneficiaryColumns {
  const address = input.address;
  const details: BeneficiaryDetails = {
    email: text(input.email),
    phone: text(input.phone),
    cpf: input.cpf ? input.cpf.replace(/\D/g, '') : null,
    DNI: input.DNI ? input.DNI.replace(/\D/g, '') : null,
    CUIT: input.CUIT ? input.CUIT.replace(/\D/g, '') : null,
    subType: text(input.subType),
    address: {
      country: address.country,
      state: text(address.state),
      city: address.city.trim(),
      neighborhood: text(address.neighborhood),
      street: address.street.trim(),
      number: text(address.number),
      complement: text(address.complement),
      zipCode: text(address.zipCode),
      nickname: text(address.nickname),
    },
    studyDocuments: (input.studyDocuments ?? []).map((document) => document.key),
  };
  return {
    direction: input.type,
    currency: input.currency,
    person_type: input.personType,
    full_name: input.fullName.trim().replace(/\s+/g, ' '),
    details: JSON.stringify(details),
  };
}

/**
 * A beneficiary row and its account as the contract answers them; `documentUrl` turns a study
 * document's storage key into the URL the portal shows.
 */
export function toBeneficiary(
  row: BeneficiaryRow,
  account: BankAccountRow,
  documentUrl: (key: string) => string = (key) => key,
): Beneficiary {
  const details = row.details as BeneficiaryDetails;
  return {
    id: row.id,
    fullName: row.full_name,
    personType: row.person_type,
    currency: row.currency,
    type: row.direction,
    email: details.email,
    phone: details.phone,
    cpf: details.cpf,
    DNI: details.DNI,
    CUIT: details.CUIT,
    subType: details.subType,
    address: details.address,
    studyDocuments: details.studyDocuments.map((key) => ({ key, url: documentUrl(key) })),
    account: toAccount(account),
  };
}

/** A broker's fields kept in `details`. */
type BrokerDetails = Omit<InvestmentBroker, 'id' | 'name' | 'bankCode'>;

/** The columns of a broker. */
export function brokerColumns(input: InvestmentBrokerInput): InvestmentBrokerColumns {
  const details: BrokerDetails = {
    country: input.country,
    bankCountry: input.bankCountry,
    currency: input.currency,
    achCode: text(input.achCode)?.replace(/\D/g, '') ?? null,
    swiftCode:
      text(input.swiftCode) === null ? null : normaliseBankCode('SWIFT_BIC', input.swiftCode ?? ''),
    accountNumber: input.accountNumber.trim(),
    bankName: input.bankName.trim(),
    zipCode: text(input.zipCode),
    address: text(input.address),
  };
  return {
    name: input.name.trim(),
    bank_code: text(input.bankCode),
    details: JSON.stringify(details),
  };
}

/** A broker row as the contract answers it. */
export function toBroker(row: InvestmentBrokerRow): InvestmentBroker {
  return {
    id: row.id,
    name: row.name,
    bankCode: row.bank_code,
    ...(row.details as BrokerDetails),
  };
}

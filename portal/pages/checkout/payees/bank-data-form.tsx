/**
 * The bank data of an account abroad (spec operations §3.10 `account`, §3.11, §5.2), shared by
 * the beneficiary page and the own-account page: holder name, bank name and country, the
 * bank-code option offered for the currency (ACH routing number with its checksum, SWIFT/BIC,
 * BSB, sort code, transit, IBAN with mod-97 and the country's length) and its value, the account
 * number (CBU for ARS, CCI for PEN; optional with an IBAN), an optional IBAN beside another
 * code, account type, branch, the 'for further credit' note and, for ARS, the holder's document
 * (CUIT, DNI or not applicable). The rules are the contract's (`BankDataInputSchema`).
 * @module
 */
import type { Account } from '../../../../src/contracts/accounts';
import {
  bankCodeOptionsFor,
  ibanCountry,
  type BankCodeOption,
} from '../../../../src/domain/bank/bank-codes';
import { BENEFICIARY_DOC_TYPES } from '../../../../src/domain/bank/argentine-documents';
import { useLocale } from '../../../app/locale';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { countryOptions } from '../../../forms/countries';
import { numberLabel } from '../sections/payee-lines';

/** What the bank-data fields hold (text as typed). */
export interface BankDataForm {
  name: string;
  bankName: string;
  bankCountry: string;
  codeOption: BankCodeOption | '';
  codeValue: string;
  number: string;
  iban: string;
  bankAccountType: '' | 'ch' | 'sa';
  bankBranch: string;
  bankCode2: string;
  docType: '' | (typeof BENEFICIARY_DOC_TYPES)[number];
  docValue: string;
}

/** The bank country a currency usually means (prefilled on a new form). */
const COUNTRY_OF_CURRENCY: Readonly<Record<string, string>> = {
  USD: 'US',
  GBP: 'GB',
  CAD: 'CA',
  AUD: 'AU',
  ARS: 'AR',
  PEN: 'PE',
  CHF: 'CH',
  JPY: 'JP',
};

/** An empty form for a currency: its first code option and usual country. */
export function emptyBankData(currency: string): BankDataForm {
  return {
    name: '',
    bankName: '',
    bankCountry: COUNTRY_OF_CURRENCY[currency] ?? '',
    codeOption: bankCodeOptionsFor(currency)[0] ?? '',
    codeValue: '',
    number: '',
    iban: '',
    bankAccountType: '',
    bankBranch: '',
    bankCode2: '',
    docType: '',
    docValue: '',
  };
}

/** The form of a saved account. */
export function bankDataFrom(account: Account): BankDataForm {
  const option = account.code?.option ?? '';
  return {
    name: account.name,
    bankName: account.bankName ?? '',
    bankCountry: account.bankCountry ?? '',
    codeOption: option,
    codeValue: account.code?.value ?? account.bankCode ?? '',
    number: account.number ?? '',
    iban: option === 'IBAN' ? '' : (account.iban ?? ''),
    bankAccountType: account.bankAccountType ?? '',
    bankBranch: account.bankBranch ?? '',
    bankCode2: account.bankCode2 ?? '',
    docType: account.beneficiaryDocument?.beneficiaryDocType ?? '',
    docValue: account.beneficiaryDocument?.value ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The body part for `BankDataInputSchema` (unchecked: the schema reports what is wrong). With
 * the IBAN as the code, the IBAN is also sent as `iban`.
 */
export function bankDataBody(form: BankDataForm, currency: string): Record<string, unknown> {
  const code = form.codeValue.trim();
  return {
    name: form.name.trim(),
    bankName: form.bankName.trim(),
    bankCountry: form.bankCountry,
    currency,
    code: { option: form.codeOption === '' ? undefined : form.codeOption, value: code },
    number: orNull(form.number),
    iban: form.codeOption === 'IBAN' ? orNull(code) : orNull(form.iban),
    bankAccountType: form.bankAccountType === '' ? null : form.bankAccountType,
    bankBranch: orNull(form.bankBranch),
    bankCode2: orNull(form.bankCode2),
    beneficiaryDocument:
      form.docType === ''
        ? null
        : { beneficiaryDocType: form.docType, value: form.docValue.trim() },
  };
}

/** The fields in display order, as dotted paths of the bank data (for focus and server errors). */
export const BANK_DATA_FIELDS = [
  'name',
  'bankCountry',
  'bankName',
  'code.option',
  'code.value',
  'number',
  'iban',
  'bankAccountType',
  'bankBranch',
  'bankCode2',
  'beneficiaryDocument.beneficiaryDocType',
  'beneficiaryDocument.value',
  'currency',
] as const;

/** The input id of a dotted field path under a prefix (`beneficiary-account-code-value`). */
export function fieldId(prefix: string, path: string): string {
  return `${prefix}-${path.replace(/\./g, '-')}`;
}

/** A label with the '(optional)' mark of `TextField`, for the fields that have none. */
export function Optional(props: { label: string; optional: string }) {
  return (
    <>
      {props.label}
      <span className="field__optional"> ({props.optional})</span>
    </>
  );
}

/** Props of {@link BankDataFields}. */
export interface BankDataFieldsProps {
  value: BankDataForm;
  onChange(next: BankDataForm): void;
  currency: string;
  /** Translated messages by dotted path under the bank data. */
  errors: Readonly<Record<string, string | undefined>>;
  /** Input id prefix. */
  idPrefix: string;
}

/** The bank-data inputs (placed in the caller's grid). */
export function BankDataFields(props: BankDataFieldsProps) {
  const { t, locale } = useLocale();
  const { value, currency, errors, idPrefix } = props;
  const options = bankCodeOptionsFor(currency);
  const set = <K extends keyof BankDataForm>(key: K, next: BankDataForm[K]) =>
    props.onChange({ ...value, [key]: next });
  const id = (path: string) => fieldId(idPrefix, path);
  const optional = t('payees.optional');
  const ibanIsCode = value.codeOption === 'IBAN';

  return (
    <>
      <TextField
        id={id('name')}
        className="payee-form__wide"
        label={t('payees.bank.name')}
        value={value.name}
        maxLength={100}
        autoComplete="off"
        error={errors.name}
        required
        onChange={(event) => set('name', event.target.value)}
      />
      <SelectField
        id={id('bankCountry')}
        label={t('payees.bank.bankCountry')}
        options={countryOptions(locale)}
        placeholder={t('payees.selectCountry')}
        value={value.bankCountry}
        error={errors.bankCountry}
        required
        onChange={(event) => set('bankCountry', event.target.value)}
      />
      <TextField
        id={id('bankName')}
        label={t('payees.bank.bankName')}
        value={value.bankName}
        maxLength={100}
        autoComplete="off"
        error={errors.bankName}
        required
        onChange={(event) => set('bankName', event.target.value)}
      />
      <fieldset
        className="payee-form__options"
        aria-describedby={errors['code.option'] ? `${id('code.option')}-error` : undefined}
      >
        <legend>{t('payees.bank.codeOption')}</legend>
        {options.map((option, index) => (
          <label key={option} className="payee-form__option">
            <input
              type="radio"
              id={index === 0 ? id('code.option') : undefined}
              name={id('code.option')}
              value={option}
              checked={value.codeOption === option}
              onChange={() => props.onChange({ ...value, codeOption: option, codeValue: '' })}
            />
            {t(`common:bankAccount.codeOptions.${option}`)}
          </label>
        ))}
        {errors['code.option'] ? (
          <p id={`${id('code.option')}-error`} className="field__error">
            {errors['code.option']}
          </p>
        ) : null}
      </fieldset>
      {value.codeOption !== '' ? (
        <TextField
          id={id('code.value')}
          className={ibanIsCode ? 'payee-form__wide' : undefined}
          label={t(`common:bankAccount.codeOptions.${value.codeOption}`)}
          hint={t(`payees.bank.hints.${value.codeOption}`)}
          value={value.codeValue}
          maxLength={42}
          autoComplete="off"
          spellCheck={false}
          inputMode={
            ['ACH', 'BSB_CODE', 'SORT_CODE', 'TRANSIT'].includes(value.codeOption)
              ? 'numeric'
              : 'text'
          }
          error={errors['code.value']}
          required
          onChange={(event) => {
            const code = event.target.value;
            // A valid IBAN names its country: fill the bank country when none was chosen.
            const country = ibanIsCode && value.bankCountry === '' ? ibanCountry(code) : undefined;
            props.onChange({
              ...value,
              codeValue: code,
              bankCountry: country ?? value.bankCountry,
            });
          }}
        />
      ) : null}
      <TextField
        id={id('number')}
        label={numberLabel(t, currency)}
        optionalLabel={ibanIsCode ? optional : undefined}
        value={value.number}
        maxLength={40}
        autoComplete="off"
        inputMode={currency === 'ARS' || currency === 'PEN' ? 'numeric' : 'text'}
        error={errors.number}
        required={!ibanIsCode}
        onChange={(event) => set('number', event.target.value)}
      />
      {!ibanIsCode ? (
        <TextField
          id={id('iban')}
          label={t('payees.bank.iban')}
          optionalLabel={optional}
          value={value.iban}
          maxLength={42}
          autoComplete="off"
          spellCheck={false}
          error={errors.iban}
          onChange={(event) => set('iban', event.target.value)}
        />
      ) : null}
      <SelectField
        id={id('bankAccountType')}
        label={<Optional label={t('payees.bank.accountType')} optional={optional} />}
        options={(['ch', 'sa'] as const).map((type) => ({
          value: type,
          label: t(`common:bankAccount.accountTypes.${type}`),
        }))}
        placeholder={t('payees.select')}
        value={value.bankAccountType}
        error={errors.bankAccountType}
        onChange={(event) =>
          set('bankAccountType', event.target.value as BankDataForm['bankAccountType'])
        }
      />
      <TextField
        id={id('bankBranch')}
        label={t('payees.bank.bankBranch')}
        optionalLabel={optional}
        value={value.bankBranch}
        maxLength={20}
        autoComplete="off"
        error={errors.bankBranch}
        onChange={(event) => set('bankBranch', event.target.value)}
      />
      <TextField
        id={id('bankCode2')}
        className="payee-form__wide"
        label={t('common:bankAccount.bankCode2')}
        optionalLabel={optional}
        value={value.bankCode2}
        maxLength={140}
        autoComplete="off"
        error={errors.bankCode2}
        onChange={(event) => set('bankCode2', event.target.value)}
      />
      {currency === 'ARS' ? (
        <>
          <SelectField
            id={id('beneficiaryDocument.beneficiaryDocType')}
            label={<Optional label={t('payees.bank.docType')} optional={optional} />}
            options={BENEFICIARY_DOC_TYPES.map((type) => ({
              value: type,
              label: t(`payees.bank.docTypes.${type}`),
            }))}
            placeholder={t('payees.select')}
            value={value.docType}
            error={errors['beneficiaryDocument.beneficiaryDocType']}
            onChange={(event) => set('docType', event.target.value as BankDataForm['docType'])}
          />
          {value.docType !== '' && value.docType !== 'N_A' ? (
            <TextField
              id={id('beneficiaryDocument.value')}
              label={t('payees.bank.docValue')}
              value={value.docValue}
              maxLength={20}
              inputMode="numeric"
              autoComplete="off"
              error={errors['beneficiaryDocument.value']}
              required
              onChange={(event) => set('docValue', event.target.value)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

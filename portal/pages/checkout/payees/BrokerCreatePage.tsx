/**
 * 'I didn't find my broker' (spec operations §2.1 `remittance/investmentBroker/new`, §2.4
 * investments, §3.13, §7.7 `POST /investmentBroker`): the investment broker abroad that
 * receives an INVESTMENTS remittance (USD) — name, country, bank country, ACH routing number
 * and/or SWIFT/BIC (at least one), the customer's account number there, the broker's bank, the
 * identifier code when known, postal code and address. Individuals and companies. Checked with
 * the API's contract (`InvestmentBrokerInputSchema`); the API's field errors land on their
 * fields. Saved, it goes back to the outbound checkout with `?investmentBrokerId=<id>`.
 * @module
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  InvestmentBrokerInputSchema,
  type InvestmentBrokerInput,
} from '../../../../src/contracts/investment-brokers';
import { useCorrespondent } from '../../../app/correspondent-context';
import { useLocale } from '../../../app/locale';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session';
import { Notice } from '../../../components/Notice';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { countryOptions } from '../../../forms/countries';
import { issuesToFieldErrors, splitApiFieldErrors } from '../../../forms/field-errors';
import { fieldMessage } from '../../profile/ProfileDataPage';
import { checkoutPath } from '../sections/payee-links';
import { fieldId } from './bank-data-form';
import { PayeeFormActions, PayeePage, useFocusFirstError } from './payee-page';

const FIELDS = [
  'name',
  'country',
  'bankCountry',
  'bankName',
  'achCode',
  'swiftCode',
  'accountNumber',
  'bankCode',
  'address',
  'zipCode',
] as const;
type BrokerField = (typeof FIELDS)[number];
type BrokerForm = Record<BrokerField, string>;

const PREFIX = 'broker';
const idOf = (path: string) => fieldId(PREFIX, path);
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** `/:identifier/app/checkout/remittance/investmentBroker/new`. */
export function NewInvestmentBrokerPage() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<BrokerForm>(() => ({
    ...(Object.fromEntries(FIELDS.map((field) => [field, ''])) as BrokerForm),
    country: 'US',
    bankCountry: 'US',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focus = useFocusFirstError(errors, FIELDS, idOf, failure);
  const customer = { cpf: user?.cpf ?? null, cnpj: user?.cnpj ?? null };
  const signedIn = Boolean(customer.cpf || customer.cnpj);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = InvestmentBrokerInputSchema.safeParse({
      name: form.name.trim(),
      country: form.country,
      bankCountry: form.bankCountry,
      currency: 'USD',
      achCode: orNull(form.achCode),
      swiftCode: orNull(form.swiftCode)?.toUpperCase() ?? null,
      accountNumber: form.accountNumber.trim(),
      bankName: form.bankName.trim(),
      bankCode: orNull(form.bankCode),
      zipCode: orNull(form.zipCode),
      address: orNull(form.address),
    });
    if (!parsed.success) {
      focus.arm();
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    const body: InvestmentBrokerInput = parsed.data;
    setSaving(true);
    try {
      const saved = await api.payees.investmentBrokers.create(customer, body);
      void navigate(checkoutPath(identifier, { kind: 'broker', id: saved.id }));
    } catch (error) {
      const split = splitApiFieldErrors(error, (field) =>
        (FIELDS as readonly string[]).includes(field),
      );
      focus.arm();
      setErrors(split.fields);
      const reason =
        split.rest ??
        (Object.keys(split.fields).length === 0 ? t('common:general.requestFailed') : undefined);
      setFailure(
        [t('payees.broker.saveError'), reason].filter((part) => part !== undefined).join(': '),
      );
    } finally {
      setSaving(false);
    }
  }

  const optional = t('payees.optional');
  const countries = countryOptions(locale);
  const field = (
    name: BrokerField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={idOf(name)}
      label={label}
      value={form[name]}
      error={fieldMessage(t, errors[name])}
      autoComplete="off"
      onChange={(event) => {
        setForm((current) => ({ ...current, [name]: event.target.value }));
        setErrors({});
      }}
      {...extra}
    />
  );
  const country = (name: 'country' | 'bankCountry', label: string) => (
    <SelectField
      id={idOf(name)}
      label={label}
      options={countries}
      placeholder={t('payees.selectCountry')}
      value={form[name]}
      error={fieldMessage(t, errors[name])}
      required
      onChange={(event) => {
        setForm((current) => ({ ...current, [name]: event.target.value }));
        setErrors({});
      }}
    />
  );

  return (
    <PayeePage title={t('payees.broker.newTitle')} lead={t('payees.broker.lead')} load="ready">
      {!signedIn ? (
        <Notice tone="info">{t('common:general.requestFailed')}</Notice>
      ) : (
        <form className="card payee-form" noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className="payee-form__group">
            <legend>{t('payees.broker.newTitle')}</legend>
            {field('name', t('payees.broker.name'), {
              className: 'payee-form__wide',
              maxLength: 100,
              required: true,
            })}
            {country('country', t('payees.broker.country'))}
            {country('bankCountry', t('payees.broker.bankCountry'))}
            {field('bankName', t('payees.broker.bankName'), { maxLength: 100, required: true })}
            {field('accountNumber', t('payees.broker.accountNumber'), {
              maxLength: 34,
              required: true,
            })}
            <p className="payee-form__lead">{t('payees.broker.codesHint')}</p>
            {field('achCode', t('payees.broker.achCode'), {
              inputMode: 'numeric',
              maxLength: 11,
              hint: t('payees.bank.hints.ACH'),
            })}
            {field('swiftCode', t('payees.broker.swiftCode'), {
              maxLength: 11,
              spellCheck: false,
              hint: t('payees.bank.hints.SWIFT_BIC'),
            })}
            {field('bankCode', t('payees.broker.identifierLabel'), {
              optionalLabel: optional,
              maxLength: 40,
            })}
            {field('zipCode', t('payees.broker.zipCode'), {
              optionalLabel: optional,
              maxLength: 16,
            })}
            {field('address', t('payees.broker.address'), {
              className: 'payee-form__wide',
              optionalLabel: optional,
              maxLength: 160,
            })}
          </fieldset>
          <PayeeFormActions failure={failure} failureRef={focus.failureRef} saving={saving} />
        </form>
      )}
    </PayeePage>
  );
}

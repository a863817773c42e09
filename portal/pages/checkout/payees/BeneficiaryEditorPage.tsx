/**
 * Add and edit a beneficiary from the checkout (spec operations §2.1
 * `remittance/beneficiary/new` and `remittance/beneficiary/:id`; §3.10; §5.2; §7.7): who
 * receives the money abroad — an individual (full-name rules) or a company (company-name
 * rule), contacts, CPF, for ARS the DNI / CUIT, the address abroad — and their bank account
 * (`BankDataFields`). The form is checked with the API's contract (`BeneficiaryInputSchema`);
 * the API's field errors land on their fields. Saved, it goes back to the outbound checkout
 * with `?beneficiaryId=<id>` so the checkout selects it; 'Cancel' goes back without.
 * @module
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OUTBOUND_ACCOUNT_CURRENCIES } from '../../../../src/contracts/accounts';
import {
  BeneficiaryInputSchema,
  type Beneficiary,
  type BeneficiaryInput,
} from '../../../../src/contracts/beneficiaries';
import { useCorrespondent } from '../../../app/correspondent-context';
import { useLocale } from '../../../app/locale';
import { useServices } from '../../../app/services';
import { customerPayeesOf } from '../sections/customer-payees';
import { useSession } from '../../../app/session';
import { Notice } from '../../../components/Notice';
import type { CountryCode } from 'libphonenumber-js/min';
import { PhoneInput } from '../../../components/PhoneInput';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { countryOptions } from '../../../forms/countries';
import { issuesToFieldErrors, splitApiFieldErrors } from '../../../forms/field-errors';
import { fieldMessage } from '../../profile/ProfileDataPage';
import { checkoutPath } from '../sections/payee-links';
import {
  BANK_DATA_FIELDS,
  BankDataFields,
  bankDataBody,
  bankDataFrom,
  emptyBankData,
  fieldId,
  type BankDataForm,
} from './bank-data-form';
import {
  loadFailure,
  PayeeFormActions,
  PayeePage,
  useFocusFirstError,
  useRouteId,
  type PageLoad,
} from './payee-page';
import { StudyDocuments, type StudyDocument } from './StudyDocuments';

const ADDRESS_KEYS = [
  'country',
  'state',
  'city',
  'neighborhood',
  'street',
  'number',
  'complement',
  'zipCode',
  'nickname',
] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];

/** What the form holds. */
interface BeneficiaryForm {
  personType: 'physical' | 'legal';
  fullName: string;
  currency: string;
  email: string;
  phone: string;
  cpf: string;
  DNI: string;
  CUIT: string;
  address: Record<AddressKey, string>;
  account: BankDataForm;
  /** Kept as saved (not edited here). */
  subType: string | null;
  studyDocuments: StudyDocument[];
}

/** Every field in display order, as the contract's dotted paths. */
const FIELDS: readonly string[] = [
  'personType',
  'fullName',
  'currency',
  'email',
  'phone',
  'cpf',
  'DNI',
  'CUIT',
  'studyDocuments',
  ...ADDRESS_KEYS.map((key) => `address.${key}`),
  ...BANK_DATA_FIELDS.map((path) => `account.${path}`),
];

const PREFIX = 'beneficiary';
const idOf = (path: string) => fieldId(PREFIX, path);

function emptyForm(currency: string): BeneficiaryForm {
  return {
    personType: 'physical',
    fullName: '',
    currency,
    email: '',
    phone: '',
    cpf: '',
    DNI: '',
    CUIT: '',
    address: Object.fromEntries(ADDRESS_KEYS.map((key) => [key, ''])) as Record<AddressKey, string>,
    account: emptyBankData(currency),
    subType: null,
    studyDocuments: [],
  };
}

function formFrom(beneficiary: Beneficiary): BeneficiaryForm {
  const address = Object.fromEntries(
    ADDRESS_KEYS.map((key) => [key, beneficiary.address[key] ?? '']),
  ) as Record<AddressKey, string>;
  return {
    personType: beneficiary.personType,
    fullName: beneficiary.fullName,
    currency: beneficiary.currency,
    email: beneficiary.email ?? '',
    phone: beneficiary.phone ?? '',
    cpf: beneficiary.cpf ?? '',
    DNI: beneficiary.DNI ?? '',
    CUIT: beneficiary.CUIT ?? '',
    address,
    account: bankDataFrom(beneficiary.account),
    subType: beneficiary.subType,
    studyDocuments: beneficiary.studyDocuments.map((document) => ({
      key: document.key,
      name: document.key.split('/').pop() ?? document.key,
      url: document.url,
    })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body as typed; the contract says what is wrong with it. */
function bodyOf(form: BeneficiaryForm): unknown {
  const argentine = form.currency === 'ARS';
  return {
    personType: form.personType,
    fullName: form.fullName.trim().replace(/\s+/g, ' '),
    currency: form.currency,
    type: 'OUTBOUND',
    email: orNull(form.email),
    phone: orNull(form.phone),
    cpf: orNull(form.cpf),
    DNI: argentine ? orNull(form.DNI) : null,
    CUIT: argentine ? orNull(form.CUIT) : null,
    address: {
      country: form.address.country,
      city: form.address.city.trim(),
      street: form.address.street.trim(),
      state: orNull(form.address.state),
      neighborhood: orNull(form.address.neighborhood),
      number: orNull(form.address.number),
      complement: orNull(form.address.complement),
      zipCode: orNull(form.address.zipCode),
      nickname: orNull(form.address.nickname),
    },
    account: bankDataBody(form.account, form.currency),
    subType: form.subType,
    studyDocuments: form.studyDocuments.map((document) => ({ key: document.key })),
  };
}

/** The add or edit form; `id` given means edit. */
function BeneficiaryEditor(props: { id?: number }) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // A company's records go through GraphQL and are added only, never edited (issue 20).
  const payees = customerPayeesOf(api, user);
  const cpf = user?.cpf ?? '';
  const unavailable = payees === undefined || (payees.company && props.id !== undefined);
  const { id } = props;
  const queryCurrency = (search.get('currency') ?? '').toUpperCase();
  const startCurrency = (OUTBOUND_ACCOUNT_CURRENCIES as readonly string[]).includes(queryCurrency)
    ? queryCurrency
    : 'USD';
  const [load, setLoad] = useState<PageLoad>(id === undefined ? 'ready' : 'loading');
  const [form, setForm] = useState<BeneficiaryForm>(() => emptyForm(startCurrency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [phoneCountry, setPhoneCountry] = useState('BR');
  const focus = useFocusFirstError(errors, FIELDS, idOf, failure);

  useEffect(() => {
    if (id === undefined || cpf === '') return undefined;
    let live = true;
    api.payees.beneficiaries.get(cpf, id).then(
      (found) => {
        if (!live) return;
        setForm(formFrom(found));
        setLoad('ready');
      },
      (error: unknown) => live && setLoad(loadFailure(error)),
    );
    return () => {
      live = false;
    };
  }, [api, cpf, id]);

  const change = (next: Partial<BeneficiaryForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const changeAddress = (key: AddressKey, value: string) => {
    change({ address: { ...form.address, [key]: value } });
    // An empty phone starts from the dial code of the beneficiary's country.
    if (key === 'country' && form.phone === '' && value !== '') setPhoneCountry(value);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (payees === undefined) return;
    setFailure(null);
    const parsed = BeneficiaryInputSchema.safeParse(bodyOf(form));
    if (!parsed.success) {
      focus.arm();
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    const body: BeneficiaryInput = parsed.data;
    setSaving(true);
    try {
      const saved =
        id === undefined
          ? await payees.beneficiaries.create(body)
          : await api.payees.beneficiaries.update(cpf, id, body);
      void navigate(checkoutPath(identifier, { kind: 'beneficiary', id: saved.id }));
    } catch (error) {
      const split = splitApiFieldErrors(error, (field) => FIELDS.includes(field));
      focus.arm();
      setErrors(split.fields);
      setFailure(
        [
          t('payees.beneficiary.saveError'),
          split.rest ??
            (Object.keys(split.fields).length === 0
              ? t('common:general.requestFailed')
              : undefined),
        ]
          .filter((part) => part !== undefined)
          .join(': '),
      );
    } finally {
      setSaving(false);
    }
  }

  const error = (path: string) => fieldMessage(t, errors[path]);
  const accountErrors = Object.fromEntries(
    BANK_DATA_FIELDS.map((path) => [path, error(`account.${path}`)]),
  );
  const optional = t('payees.optional');
  const legal = form.personType === 'legal';
  const countries = countryOptions(locale);

  const text = (
    path: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={idOf(path)}
      label={label}
      value={value}
      error={error(path)}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      {...extra}
    />
  );

  return (
    <PayeePage
      title={
        id === undefined ? t('payees.beneficiary.newTitle') : t('payees.beneficiary.editTitle')
      }
      lead={t('payees.beneficiary.lead')}
      load={unavailable ? 'ready' : load}
    >
      {unavailable ? (
        <Notice tone="info">{t('payees.individualsOnly')}</Notice>
      ) : (
        <form className="card payee-form" noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className="payee-form__group">
            <legend>{t('payees.beneficiary.personal')}</legend>
            <fieldset className="payee-form__options">
              <legend>{t('payees.beneficiary.personType')}</legend>
              {(['physical', 'legal'] as const).map((type, index) => (
                <label key={type} className="payee-form__option">
                  <input
                    type="radio"
                    id={index === 0 ? idOf('personType') : undefined}
                    name={idOf('personType')}
                    value={type}
                    checked={form.personType === type}
                    onChange={() => change({ personType: type })}
                  />
                  {t(`payees.beneficiary.${type}`)}
                </label>
              ))}
            </fieldset>
            {text(
              'fullName',
              legal ? t('payees.beneficiary.companyName') : t('payees.beneficiary.fullName'),
              form.fullName,
              (value) => change({ fullName: value }),
              { className: 'payee-form__wide', maxLength: 160, required: true },
            )}
            <SelectField
              id={idOf('currency')}
              label={t('payees.beneficiary.currency')}
              options={OUTBOUND_ACCOUNT_CURRENCIES.map((code) => ({ value: code, label: code }))}
              value={form.currency}
              error={error('currency')}
              required
              onChange={(event) => {
                const currency = event.target.value;
                const fresh = emptyBankData(currency);
                change({
                  currency,
                  account: {
                    ...form.account,
                    codeOption: fresh.codeOption,
                    codeValue: '',
                    bankCountry: form.account.bankCountry || fresh.bankCountry,
                  },
                });
              }}
            />
            {text(
              'email',
              t('payees.beneficiary.email'),
              form.email,
              (value) => change({ email: value }),
              {
                type: 'email',
                optionalLabel: optional,
                maxLength: 120,
              },
            )}
            <PhoneInput
              key={phoneCountry}
              defaultCountry={phoneCountry as CountryCode}
              id={idOf('phone')}
              label={`${t('payees.beneficiary.phone')} (${optional})`}
              value={form.phone}
              error={error('phone')}
              onChange={(value) => change({ phone: value })}
            />
            {text('cpf', t('payees.beneficiary.cpf'), form.cpf, (value) => change({ cpf: value }), {
              inputMode: 'numeric',
              optionalLabel: optional,
              maxLength: 14,
            })}
            {form.currency === 'ARS' ? (
              <>
                {text(
                  'DNI',
                  t('payees.beneficiary.DNI'),
                  form.DNI,
                  (value) => change({ DNI: value }),
                  {
                    inputMode: 'numeric',
                    optionalLabel: optional,
                    maxLength: 10,
                  },
                )}
                {text(
                  'CUIT',
                  t('payees.beneficiary.CUIT'),
                  form.CUIT,
                  (value) => change({ CUIT: value }),
                  {
                    inputMode: 'numeric',
                    optionalLabel: optional,
                    maxLength: 13,
                  },
                )}
              </>
            ) : null}
            <StudyDocuments
              cpf={payees?.document ?? cpf}
              documents={form.studyDocuments}
              onChange={(studyDocuments) => change({ studyDocuments })}
            />
          </fieldset>

          <fieldset className="payee-form__group">
            <legend>{t('payees.beneficiary.addressTitle')}</legend>
            <SelectField
              id={idOf('address.country')}
              label={t('payees.beneficiary.country')}
              options={countries}
              placeholder={t('payees.selectCountry')}
              value={form.address.country}
              error={error('address.country')}
              required
              onChange={(event) => changeAddress('country', event.target.value)}
            />
            {text(
              'address.state',
              t('payees.beneficiary.state'),
              form.address.state,
              (value) => changeAddress('state', value),
              { optionalLabel: optional, maxLength: 60, autoComplete: 'off' },
            )}
            {text(
              'address.city',
              t('payees.beneficiary.city'),
              form.address.city,
              (value) => changeAddress('city', value),
              { required: true, maxLength: 80 },
            )}
            {text(
              'address.zipCode',
              t('payees.beneficiary.zipCode'),
              form.address.zipCode,
              (value) => changeAddress('zipCode', value),
              { optionalLabel: optional, maxLength: 16 },
            )}
            {text(
              'address.street',
              t('payees.beneficiary.street'),
              form.address.street,
              (value) => changeAddress('street', value),
              { required: true, maxLength: 120, className: 'payee-form__wide' },
            )}
            {text(
              'address.number',
              t('payees.beneficiary.number'),
              form.address.number,
              (value) => changeAddress('number', value),
              { optionalLabel: optional, maxLength: 20 },
            )}
            {text(
              'address.complement',
              t('payees.beneficiary.complement'),
              form.address.complement,
              (value) => changeAddress('complement', value),
              { optionalLabel: optional, maxLength: 80 },
            )}
            {text(
              'address.neighborhood',
              t('payees.beneficiary.neighborhood'),
              form.address.neighborhood,
              (value) => changeAddress('neighborhood', value),
              { optionalLabel: optional, maxLength: 80 },
            )}
            {text(
              'address.nickname',
              t('payees.beneficiary.nickname'),
              form.address.nickname,
              (value) => changeAddress('nickname', value),
              { optionalLabel: optional, maxLength: 40 },
            )}
          </fieldset>

          <fieldset className="payee-form__group">
            <legend>{t('payees.beneficiary.accountTitle')}</legend>
            <p className="payee-form__lead">{t('payees.beneficiary.accountLead')}</p>
            <BankDataFields
              value={form.account}
              currency={form.currency}
              errors={accountErrors}
              idPrefix={`${PREFIX}-account`}
              onChange={(account) => change({ account })}
            />
          </fieldset>

          <PayeeFormActions failure={failure} failureRef={focus.failureRef} saving={saving} />
        </form>
      )}
    </PayeePage>
  );
}

/** `/:identifier/app/checkout/remittance/beneficiary/new`. */
export function NewBeneficiaryPage() {
  return <BeneficiaryEditor />;
}

/** `/:identifier/app/checkout/remittance/beneficiary/:id`. */
export function EditBeneficiaryPage() {
  const id = useRouteId();
  const { t } = useLocale();
  if (id === undefined) {
    return (
      <PayeePage title={t('payees.beneficiary.editTitle')} load="not-found">
        {null}
      </PayeePage>
    );
  }
  return <BeneficiaryEditor key={id} id={id} />;
}

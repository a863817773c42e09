/**
 * Add and edit the customer's own account from the checkout (spec operations §2.1
 * `remittance/account/new` and `remittance/account/:id`; §3.11; §3.12; §5.2; §7.7
 * "/accounts"). Two kinds:
 * - abroad (OUTBOUND, the default; `?currency=EUR` picks the currency): the bank data of
 *   `BankDataFields`, held by the customer (spec §5.2 ownership);
 * - in Brazil (INBOUND, `?type=inbound`): a PIX key — CPF/CNPJ (must be the customer's own
 *   document, 'doesDocumentMatch'), e-mail, phone, random key, copy-paste code — or bank data
 *   (bank code, branch, account, type).
 * Checked with the API's contract (`AccountInputSchema`) plus the own-document rule; the API's
 * field errors land on their fields. Saved, it goes back to the outbound checkout with
 * `?accountId=<id>`; 'Cancel' goes back without.
 * @module
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  AccountInputSchema,
  OUTBOUND_ACCOUNT_CURRENCIES,
  type Account,
  type AccountInput,
} from '../../../../src/contracts/accounts';
import {
  PIX_KEY_TYPES,
  pixKeyViolation,
  type PixKeyType,
} from '../../../../src/domain/pix/pix-key';
import { useCorrespondent } from '../../../app/correspondent-context';
import { useLocale } from '../../../app/locale';
import { useServices } from '../../../app/services';
import { customerPayeesOf } from '../sections/customer-payees';
import { useSession } from '../../../app/session';
import { Button } from '../../../components/Button';
import { Notice } from '../../../components/Notice';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
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

type Direction = 'INBOUND' | 'OUTBOUND';

/** A Brazilian account's fields. */
interface BrazilForm {
  name: string;
  kind: 'pix' | 'bank';
  pixType: PixKeyType | '';
  pixKey: string;
  inboundBankCode: string;
  bankBranch: string;
  number: string;
  bankAccountType: '' | 'ch' | 'sa';
}

const EMPTY_BRAZIL: BrazilForm = {
  name: '',
  kind: 'pix',
  pixType: '',
  pixKey: '',
  inboundBankCode: '',
  bankBranch: '',
  number: '',
  bankAccountType: '',
};

const BRAZIL_FIELDS = [
  'name',
  'pixType',
  'pixKey',
  'inboundBankCode',
  'bankBranch',
  'number',
  'bankAccountType',
] as const;
const ABROAD_FIELDS: readonly string[] = ['currency', ...BANK_DATA_FIELDS];

const PREFIX = 'account';
const idOf = (path: string) => fieldId(PREFIX, path);
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function brazilFrom(account: Account): BrazilForm {
  return {
    name: account.name,
    kind: account.pixType ? 'pix' : 'bank',
    pixType: account.pixType ?? '',
    pixKey: account.pixKey ?? '',
    inboundBankCode: account.inboundBankCode ?? '',
    bankBranch: account.bankBranch ?? '',
    number: account.number ?? '',
    bankAccountType: account.bankAccountType ?? '',
  };
}

function brazilBody(form: BrazilForm): unknown {
  const pix = form.kind === 'pix';
  return {
    type: 'INBOUND',
    name: form.name.trim(),
    pixType: pix ? (form.pixType === '' ? null : form.pixType) : null,
    pixKey: pix ? orNull(form.pixKey) : null,
    inboundBankCode: pix ? null : orNull(form.inboundBankCode),
    bankBranch: pix ? null : orNull(form.bankBranch),
    number: pix ? null : orNull(form.number),
    bankAccountType: pix || form.bankAccountType === '' ? null : form.bankAccountType,
  };
}

/** The add or edit form; `id` given means edit. */
function AccountEditor(props: { id?: number }) {
  const { t } = useLocale();
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
  const [direction, setDirection] = useState<Direction>(
    search.get('type')?.toLowerCase() === 'inbound' ? 'INBOUND' : 'OUTBOUND',
  );
  const [load, setLoad] = useState<PageLoad>(id === undefined ? 'ready' : 'loading');
  const [currency, setCurrency] = useState(startCurrency);
  const [abroad, setAbroad] = useState<BankDataForm>(() => emptyBankData(startCurrency));
  const [brazil, setBrazil] = useState<BrazilForm>(EMPTY_BRAZIL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fields = direction === 'INBOUND' ? BRAZIL_FIELDS : ABROAD_FIELDS;
  const focus = useFocusFirstError(errors, fields, idOf, failure);

  useEffect(() => {
    if (id === undefined || cpf === '') return undefined;
    let live = true;
    api.payees.accounts.get(cpf, id).then(
      (found) => {
        if (!live) return;
        setDirection(found.type);
        if (found.type === 'INBOUND') setBrazil(brazilFrom(found));
        else {
          setCurrency(found.currency ?? 'USD');
          setAbroad(bankDataFrom(found));
        }
        setLoad('ready');
      },
      (error: unknown) => live && setLoad(loadFailure(error)),
    );
    return () => {
      live = false;
    };
  }, [api, cpf, id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (payees === undefined) return;
    setFailure(null);
    const raw =
      direction === 'INBOUND'
        ? brazilBody(brazil)
        : { type: 'OUTBOUND', ...bankDataBody(abroad, currency) };
    const parsed = AccountInputSchema.safeParse(raw);
    const found = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    if (direction === 'INBOUND' && found[''] !== undefined) {
      // 'A PIX key or the bank data': said at the fields of the chosen kind.
      delete found[''];
      if (brazil.kind === 'pix') {
        if (brazil.pixType === '') found.pixType = 'validation.pix.type';
        if (brazil.pixKey.trim() === '') found.pixKey = 'validation.required';
      } else {
        for (const field of [
          'inboundBankCode',
          'bankBranch',
          'number',
          'bankAccountType',
        ] as const) {
          if (brazil[field].trim() === '') found[field] ??= 'validation.required';
        }
      }
    }
    // doesDocumentMatch: a CPF/CNPJ key must be the customer's own document (spec §5.2).
    if (
      direction === 'INBOUND' &&
      brazil.kind === 'pix' &&
      brazil.pixType !== '' &&
      !found.pixKey
    ) {
      const own = brazil.pixType === 'cnpj' ? (user?.cnpj ?? '') : cpf;
      const mismatch = pixKeyViolation(brazil.pixType, brazil.pixKey, own);
      if (mismatch) found.pixKey = mismatch;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      focus.arm();
      setErrors(found);
      return;
    }
    const body: AccountInput = parsed.data;
    setSaving(true);
    try {
      const saved =
        id === undefined
          ? await payees.accounts.create(body)
          : await api.payees.accounts.update(cpf, id, body);
      void navigate(checkoutPath(identifier, { kind: 'account', id: saved.id }, direction));
    } catch (error) {
      const split = splitApiFieldErrors(error, (field) => fields.includes(field));
      focus.arm();
      setErrors(split.fields);
      const reason =
        split.rest ??
        (Object.keys(split.fields).length === 0 ? t('common:general.requestFailed') : undefined);
      setFailure(
        [t('payees.account.saveError'), reason].filter((part) => part !== undefined).join(': '),
      );
    } finally {
      setSaving(false);
    }
  }

  const error = (path: string) => fieldMessage(t, errors[path]);
  const changeBrazil = (next: Partial<BrazilForm>) => {
    setBrazil((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const ownDocument =
    brazil.pixType === 'cnpj' ? user?.cnpj : brazil.pixType === 'cpf' ? cpf : undefined;

  return (
    <PayeePage
      title={id === undefined ? t('payees.account.newTitle') : t('payees.account.editTitle')}
      lead={
        direction === 'INBOUND' ? t('payees.account.leadBrazil') : t('payees.account.leadAbroad')
      }
      load={unavailable ? 'ready' : load}
      direction={direction}
    >
      {unavailable ? (
        <Notice tone="info">{t('payees.individualsOnly')}</Notice>
      ) : (
        <form className="card payee-form" noValidate onSubmit={(event) => void submit(event)}>
          {id === undefined ? (
            <fieldset className="payee-form__options">
              <legend>{t('payees.account.where')}</legend>
              {(['OUTBOUND', 'INBOUND'] as const).map((value) => (
                <label key={value} className="payee-form__option">
                  <input
                    type="radio"
                    name={idOf('direction')}
                    value={value}
                    checked={direction === value}
                    onChange={() => {
                      setDirection(value);
                      setErrors({});
                    }}
                  />
                  {value === 'OUTBOUND' ? t('payees.account.abroad') : t('payees.account.brazil')}
                </label>
              ))}
            </fieldset>
          ) : null}

          {direction === 'OUTBOUND' ? (
            <fieldset className="payee-form__group">
              <legend>{t('payees.account.abroad')}</legend>
              <SelectField
                id={idOf('currency')}
                label={t('payees.beneficiary.currency')}
                options={OUTBOUND_ACCOUNT_CURRENCIES.map((code) => ({ value: code, label: code }))}
                value={currency}
                error={error('currency')}
                required
                onChange={(event) => {
                  const next = event.target.value;
                  const fresh = emptyBankData(next);
                  setCurrency(next);
                  setAbroad((current) => ({
                    ...current,
                    codeOption: fresh.codeOption,
                    codeValue: '',
                    bankCountry: current.bankCountry || fresh.bankCountry,
                  }));
                  setErrors({});
                }}
              />
              <BankDataFields
                value={abroad}
                currency={currency}
                errors={Object.fromEntries(BANK_DATA_FIELDS.map((path) => [path, error(path)]))}
                idPrefix={PREFIX}
                onChange={(next) => {
                  setAbroad(next);
                  setErrors({});
                }}
              />
            </fieldset>
          ) : (
            <fieldset className="payee-form__group">
              <legend>{t('payees.account.brazil')}</legend>
              <TextField
                id={idOf('name')}
                className="payee-form__wide"
                label={t('payees.bank.name')}
                value={brazil.name}
                maxLength={100}
                autoComplete="name"
                required
                error={error('name')}
                onChange={(event) => changeBrazil({ name: event.target.value })}
              />
              <fieldset className="payee-form__options">
                <legend>{t('payees.account.kind')}</legend>
                {(['pix', 'bank'] as const).map((kind) => (
                  <label key={kind} className="payee-form__option">
                    <input
                      type="radio"
                      name={idOf('kind')}
                      value={kind}
                      checked={brazil.kind === kind}
                      onChange={() => changeBrazil({ kind })}
                    />
                    {kind === 'pix' ? t('payees.account.kindPix') : t('payees.account.kindBank')}
                  </label>
                ))}
              </fieldset>
              {brazil.kind === 'pix' ? (
                <>
                  <SelectField
                    id={idOf('pixType')}
                    label={t('payees.account.pixType')}
                    options={PIX_KEY_TYPES.map((type) => ({
                      value: type,
                      label: t(`common:bankAccount.pixTypes.${type}`),
                    }))}
                    placeholder={t('payees.select')}
                    value={brazil.pixType}
                    required
                    error={error('pixType')}
                    onChange={(event) =>
                      changeBrazil({ pixType: event.target.value as PixKeyType | '', pixKey: '' })
                    }
                  />
                  <TextField
                    id={idOf('pixKey')}
                    className={brazil.pixType === 'qrcode' ? 'payee-form__wide' : undefined}
                    label={t('payees.account.pixKey')}
                    hint={
                      brazil.pixType === ''
                        ? undefined
                        : t(`payees.account.pixHints.${brazil.pixType}`)
                    }
                    value={brazil.pixKey}
                    maxLength={brazil.pixType === 'qrcode' ? 512 : 77}
                    autoComplete="off"
                    spellCheck={false}
                    type={brazil.pixType === 'email' ? 'email' : 'text'}
                    inputMode={
                      brazil.pixType === 'cpf' || brazil.pixType === 'cnpj'
                        ? 'numeric'
                        : brazil.pixType === 'phone'
                          ? 'tel'
                          : undefined
                    }
                    required
                    error={error('pixKey')}
                    onChange={(event) => changeBrazil({ pixKey: event.target.value })}
                  >
                    {ownDocument ? (
                      <Button variant="link" onClick={() => changeBrazil({ pixKey: ownDocument })}>
                        {t('payees.account.useMyDocument')}
                      </Button>
                    ) : null}
                  </TextField>
                </>
              ) : (
                <>
                  <TextField
                    id={idOf('inboundBankCode')}
                    label={t('payees.account.inboundBankCode')}
                    value={brazil.inboundBankCode}
                    maxLength={3}
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    error={error('inboundBankCode')}
                    onChange={(event) => changeBrazil({ inboundBankCode: event.target.value })}
                  />
                  <TextField
                    id={idOf('bankBranch')}
                    label={t('payees.account.branch')}
                    value={brazil.bankBranch}
                    maxLength={6}
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    error={error('bankBranch')}
                    onChange={(event) => changeBrazil({ bankBranch: event.target.value })}
                  />
                  <TextField
                    id={idOf('number')}
                    label={t('payees.account.number')}
                    value={brazil.number}
                    maxLength={15}
                    autoComplete="off"
                    required
                    error={error('number')}
                    onChange={(event) => changeBrazil({ number: event.target.value })}
                  />
                  <SelectField
                    id={idOf('bankAccountType')}
                    label={t('payees.bank.accountType')}
                    options={(['ch', 'sa'] as const).map((type) => ({
                      value: type,
                      label: t(`common:bankAccount.accountTypes.${type}`),
                    }))}
                    placeholder={t('payees.select')}
                    value={brazil.bankAccountType}
                    required
                    error={error('bankAccountType')}
                    onChange={(event) =>
                      changeBrazil({
                        bankAccountType: event.target.value as BrazilForm['bankAccountType'],
                      })
                    }
                  />
                </>
              )}
              {error('') ? <p className="field__error payee-form__wide">{error('')}</p> : null}
            </fieldset>
          )}

          <PayeeFormActions
            failure={failure}
            failureRef={focus.failureRef}
            saving={saving}
            direction={direction}
          />
        </form>
      )}
    </PayeePage>
  );
}

/** `/:identifier/app/checkout/remittance/account/new`. */
export function NewAccountPage() {
  return <AccountEditor />;
}

/** `/:identifier/app/checkout/remittance/account/:id`. */
export function EditAccountPage() {
  const id = useRouteId();
  const { t } = useLocale();
  if (id === undefined) {
    return (
      <PayeePage title={t('payees.account.editTitle')} load="not-found">
        {null}
      </PayeePage>
    );
  }
  return <AccountEditor key={id} id={id} />;
}

/**
 * Add and edit a saved address (spec platform §2.1 `profile/address/new`,
 * `profile/address/edit/{id}`; §3 "Address"): the address form with its nickname and the CEP
 * lookup that fills the street, neighbourhood, city and state; `POST /addresses` or
 * `PUT /addresses/{id}`. The form is checked with the API's own contract; the API's field
 * errors land on their fields. Saved, it goes back to the list, which says so.
 * @module
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AddressInput } from '../../../src/contracts/addresses';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { AddressForm } from '../../components/AddressForm';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import {
  addressFormFrom,
  emptyAddressForm,
  parseAddressForm,
  type AddressField,
  type AddressFormValue,
} from '../../forms/address-form-value';
import { splitApiFieldErrors } from '../../forms/field-errors';
import { pathFor } from '../../routes/path-for';
import type { AddressListNotice } from './AddressListPage';
import { fieldMessage } from './ProfileDataPage';
import '../../styles/profile.css';

const ADDRESS_FIELDS: readonly AddressField[] = [
  'nickname',
  'zipCode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'country',
];

type LoadState = 'loading' | 'ready' | 'error' | 'not-found';

/**
 * The add or edit form; `id` given means edit. `forCheckout`: the paper-money checkout's own
 * 'Add an address' (`checkout-paper-money-create-address`, issue 17), which goes back to the
 * checkout with the new address selected (`?addressId=`) instead of to the profile list.
 */
function AddressEditor(props: { id?: number; forCheckout?: boolean }) {
  const { t } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const navigate = useNavigate();
  const editing = props.id !== undefined;
  const [load, setLoad] = useState<LoadState>(editing ? 'loading' : 'ready');
  const [value, setValue] = useState<AddressFormValue>(emptyAddressForm);
  const [isDefault, setIsDefault] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusNext = useRef(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const cpf = user?.cpf;
  const cnpj = user?.cnpj;
  const id = props.id;
  const idPrefix = 'address';
  const backTo = props.forCheckout
    ? pathFor('checkout-paper-money', { identifier })
    : pathFor('profile-address', { identifier });

  useEffect(() => {
    if (id === undefined || (!cpf && !cnpj)) return undefined;
    let live = true;
    api.customers.addresses.get({ cpf, cnpj }, id).then(
      (address) => {
        if (!live) return;
        setValue(addressFormFrom(address));
        setIsDefault(address.default);
        setLoad('ready');
      },
      (error: unknown) =>
        live &&
        setLoad(
          error instanceof Error && 'status' in error && error.status === 404
            ? 'not-found'
            : 'error',
        ),
    );
    return () => {
      live = false;
    };
  }, [api, id, cpf, cnpj]);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    const first = ADDRESS_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    else failureRef.current?.focus();
  }, [errors, failure]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseAddressForm(value);
    if (!parsed.ok) {
      focusNext.current = true;
      setErrors(parsed.errors);
      return;
    }
    const body: AddressInput = { ...parsed.address, default: isDefault };
    setSaving(true);
    try {
      const saved =
        id === undefined
          ? await api.customers.addresses.create({ cpf, cnpj }, body)
          : await api.customers.addresses.update({ cpf, cnpj }, id, body);
      if (props.forCheckout) {
        void navigate(`${backTo}?addressId=${saved.id}`);
        return;
      }
      const state: AddressListNotice = { addressNotice: 'saved' };
      void navigate(pathFor('profile-address', { identifier }), { state });
    } catch (error) {
      const split = splitApiFieldErrors(error, (field) =>
        (ADDRESS_FIELDS as readonly string[]).includes(field),
      );
      focusNext.current = true;
      setErrors(split.fields);
      setFailure(
        [t('addresses.saveError'), split.rest].filter((part) => part !== undefined).join(': '),
      );
    } finally {
      setSaving(false);
    }
  }

  const translated = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, fieldMessage(t, message) ?? '']),
  ) as Partial<Record<AddressField, string>>;

  return (
    <div className="profile-page">
      <header className="profile-page__head">
        <Link className="profile-page__back" to={backTo}>
          {props.forCheckout ? t('checkoutPage.summary.backToCheckout') : t('addresses.back')}
        </Link>
        <h1 className="profile-page__title">
          {editing ? t('addresses.editTitle') : t('addresses.newTitle')}
        </h1>
      </header>
      {load === 'loading' ? (
        <p role="status" className="profile-page__lead">
          {t('loading')}
        </p>
      ) : null}
      {load === 'error' ? <Notice tone="error">{t('addresses.loadError')}</Notice> : null}
      {load === 'not-found' ? <Notice tone="error">{t('addresses.notFound')}</Notice> : null}
      {load === 'ready' ? (
        <form className="card profile-form" noValidate onSubmit={(event) => void submit(event)}>
          <AddressForm
            value={value}
            onChange={(next) => {
              setValue(next);
              setErrors({});
            }}
            errors={translated}
            withNickname
            idPrefix={idPrefix}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={isDefault}
              onChange={(event) => setIsDefault(event.target.checked)}
            />
            {t('addresses.makeDefault')}
          </label>
          {failure ? (
            <Notice tone="error" ref={failureRef}>
              {failure}
            </Notice>
          ) : null}
          <div className="profile-form__actions">
            <Button type="submit" loading={saving}>
              {saving ? t('addresses.saving') : t('addresses.save')}
            </Button>
            <Link className="button button--ghost" to={backTo}>
              {t('addresses.confirmNo')}
            </Link>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** `/:identifier/app/profile/address/new`. */
export function NewAddressPage() {
  return <AddressEditor />;
}

/** `/:identifier/app/checkout/paper-money/address/new`: back to the checkout once saved. */
export function CheckoutNewAddressPage() {
  return <AddressEditor forCheckout />;
}

/** `/:identifier/app/profile/address/edit/:id`. */
export function EditAddressPage() {
  const { id } = useParams();
  const numeric = Number(id);
  const { t } = useLocale();
  if (!Number.isSafeInteger(numeric) || numeric <= 0) {
    return (
      <div className="profile-page">
        <Notice tone="error">{t('addresses.notFound')}</Notice>
      </div>
    );
  }
  return <AddressEditor key={numeric} id={numeric} />;
}

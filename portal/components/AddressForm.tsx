/**
 * The address fields (spec platform §3 "Address"): optional nickname, CEP with its mask and
 * lookup, street, number with the 'S/N' choice, complement, neighbourhood, city and state (UF);
 * the country is Brazil. A complete CEP is looked up at once (`api.zipCodes.lookup`): the
 * answer fills street, neighbourhood, city and state and focus moves to the number; an unknown
 * CEP shows "The zip code entered was not found." on the CEP field (spec §5 "Address") and
 * clears what the previous CEP had filled (street, neighbourhood, city, state), so no field
 * keeps an address that is not the CEP's; what the user typed over it stays (issue 19, item 9).
 *
 * Controlled: the page keeps the {@link AddressFormValue} and validates it with
 * `parseAddressForm` (the API's own contract), passing the translated errors back in.
 * @module
 */
import { useId, useRef, useState } from 'react';
import { NotFoundError } from '../../src/api/errors';
import { BRAZILIAN_STATES, type ZipLookup } from '../../src/contracts/addresses';
import {
  ZIP_CODE_NOT_FOUND_MESSAGE,
  formatZipCode,
  normaliseZipCode,
} from '../../src/domain/address/zip-code';
import { applyMask } from '../../src/domain/identity/phone';
import { useLocale } from '../app/locale';
import { useServices } from '../app/services';
import type { AddressField, AddressFormValue } from '../forms/address-form-value';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import '../styles/forms.css';

/** The UFs' names (the same in both languages). */
const STATE_NAMES: Readonly<Record<(typeof BRAZILIAN_STATES)[number], string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AM: 'Amazonas',
  AP: 'Amapá',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MG: 'Minas Gerais',
  MS: 'Mato Grosso do Sul',
  MT: 'Mato Grosso',
  PA: 'Pará',
  PB: 'Paraíba',
  PE: 'Pernambuco',
  PI: 'Piauí',
  PR: 'Paraná',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RO: 'Rondônia',
  RR: 'Roraima',
  RS: 'Rio Grande do Sul',
  SC: 'Santa Catarina',
  SE: 'Sergipe',
  SP: 'São Paulo',
  TO: 'Tocantins',
};

const STATE_OPTIONS = BRAZILIAN_STATES.map((uf) => ({
  value: uf,
  label: `${uf} – ${STATE_NAMES[uf]}`,
}));

/** The fields a CEP lookup fills. */
const LOOKUP_FIELDS = ['street', 'neighborhood', 'city', 'state'] as const;
type LookupField = (typeof LOOKUP_FIELDS)[number];

/** The lookup fields of `value`. */
function pick(value: AddressFormValue): Partial<Record<LookupField, string>> {
  return Object.fromEntries(LOOKUP_FIELDS.map((field) => [field, value[field]]));
}

/**
 * `value`'s lookup fields that still hold what the last CEP filled, emptied (a field the user
 * typed over keeps their text).
 */
export function withoutFilled(
  value: AddressFormValue,
  filled: Partial<Record<LookupField, string>>,
): Partial<AddressFormValue> {
  const cleared: Partial<AddressFormValue> = {};
  for (const field of LOOKUP_FIELDS) {
    if (filled[field] !== undefined && filled[field] !== '' && value[field] === filled[field]) {
      cleared[field] = '';
    }
  }
  return cleared;
}

/** The CEP mask. */
const ZIP_MASK = '#####-###';

/** Where a lookup stands. */
type LookupState = 'idle' | 'searching' | 'found' | 'not-found' | 'failed';

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The fields' values. */
  value: AddressFormValue;
  /** Called with the whole new value on every change (and when a lookup fills fields). */
  onChange(next: AddressFormValue): void;
  /** Translated errors by field. */
  errors?: Partial<Record<AddressField, string>>;
  /** Ask for the nickname ('Casa', 'Trabalho'); the saved-address pages do, registration not. */
  withNickname?: boolean;
  /** The nickname is optional (labelled so). */
  nicknameOptional?: boolean;
  /** The CEP lookup; `api.zipCodes.lookup` of the app's services by default. */
  lookup?: (zipCode: string) => Promise<ZipLookup>;
  /** Prefix of the inputs' ids (two forms on one page). */
  idPrefix?: string;
}

/** The address fields with the CEP lookup. */
export function AddressForm(props: AddressFormProps) {
  const { value, onChange, errors = {}, withNickname, nicknameOptional } = props;
  const { t } = useLocale();
  const services = useServices();
  const lookup = props.lookup ?? services.api.zipCodes.lookup;
  const generated = useId();
  const prefix = props.idPrefix ?? generated;
  const id = (field: string) => `${prefix}-${field}`;

  const [state, setState] = useState<LookupState>('idle');
  const latest = useRef(value);
  const lastProp = useRef(value);
  // A new value from the page replaces what was last emitted (and only then: a render for the
  // lookup's own state must not bring back an older value).
  const lookedUp = useRef<string | undefined>(normaliseZipCode(value.zipCode));
  // What the last CEP filled: a saved address's fields count as its CEP's.
  const filled = useRef<Partial<Record<LookupField, string>>>(
    lookedUp.current === undefined ? {} : pick(value),
  );
  if (value !== lastProp.current) {
    // Not what this form emitted: the page's own address (a saved one loaded, say).
    if (value !== latest.current) {
      filled.current = normaliseZipCode(value.zipCode) === undefined ? {} : pick(value);
    }
    lastProp.current = value;
    latest.current = value;
  }
  const numberRef = useRef<HTMLInputElement>(null);
  const streetRef = useRef<HTMLInputElement>(null);

  // The latest value is updated at once, not at the next render: the lookup's fill moves the
  // focus, whose blur on the CEP field writes again before React has re-rendered.
  const emit = (next: AddressFormValue) => {
    latest.current = next;
    onChange(next);
  };
  const set = (patch: Partial<AddressFormValue>) => emit({ ...latest.current, ...patch });

  async function runLookup(digits: string): Promise<void> {
    lookedUp.current = digits;
    setState('searching');
    try {
      const found = await lookup(digits);
      if (lookedUp.current !== digits) return;
      const current = { ...latest.current, ...withoutFilled(latest.current, filled.current) };
      const next: AddressFormValue = {
        ...current,
        street: found.street || current.street,
        neighborhood: found.neighborhood || current.neighborhood,
        city: found.city || current.city,
        state: found.state || current.state,
        country: 'BR',
      };
      filled.current = pick(next);
      emit(next);
      setState('found');
      // Whatever the CEP did not say is what the user types next.
      (next.street ? numberRef.current : streetRef.current)?.focus();
    } catch (error) {
      if (lookedUp.current !== digits) return;
      const notFound = error instanceof NotFoundError;
      if (notFound) {
        set(withoutFilled(latest.current, filled.current));
        filled.current = {};
      }
      setState(notFound ? 'not-found' : 'failed');
    }
  }

  function onZipChange(text: string): void {
    const masked = applyMask(ZIP_MASK, text);
    set({ zipCode: masked });
    const digits = normaliseZipCode(masked);
    if (digits === undefined) {
      // A changed CEP forgets the last lookup (and its "not found").
      lookedUp.current = undefined;
      setState('idle');
    } else if (digits !== lookedUp.current) {
      void runLookup(digits);
    }
  }

  const zipError =
    errors.zipCode ??
    (state === 'not-found' ? t(`common:${ZIP_CODE_NOT_FOUND_MESSAGE}`) : undefined);
  const zipStatus =
    state === 'searching' ? (
      <p className="field__status" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('address.searching')}
      </p>
    ) : state === 'found' ? (
      <p className="field__status" role="status">
        {t('address.found')}
      </p>
    ) : state === 'failed' ? (
      <p className="field__status" role="status">
        {t('address.lookupFailed')}
      </p>
    ) : null;

  return (
    <div className="form-grid">
      {withNickname ? (
        <TextField
          id={id('nickname')}
          className="span-3"
          label={t('address.nickname')}
          optionalLabel={nicknameOptional ? t('forms.optional') : undefined}
          placeholder={t('address.nicknamePlaceholder')}
          maxLength={40}
          value={value.nickname}
          error={errors.nickname}
          onChange={(event) => set({ nickname: event.target.value })}
        />
      ) : null}
      <TextField
        id={id('zipCode')}
        className="span-3"
        label={t('address.zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        hint={t('address.zipCodeHint')}
        value={value.zipCode}
        error={zipError}
        onChange={(event) => onZipChange(event.target.value)}
        onBlur={() => {
          const typed = latest.current.zipCode;
          const digits = normaliseZipCode(typed);
          if (digits !== undefined && formatZipCode(digits) !== typed) {
            set({ zipCode: formatZipCode(digits) });
          }
        }}
      >
        {zipStatus}
      </TextField>
      <TextField
        ref={streetRef}
        id={id('street')}
        className="span-4"
        label={t('address.street')}
        autoComplete="address-line1"
        maxLength={120}
        value={value.street}
        error={errors.street}
        onChange={(event) => set({ street: event.target.value })}
      />
      <TextField
        ref={numberRef}
        id={id('number')}
        className="span-2"
        label={t('address.number')}
        inputMode="numeric"
        maxLength={6}
        value={value.noNumber ? '' : value.number}
        disabled={value.noNumber}
        error={value.noNumber ? undefined : errors.number}
        onChange={(event) => set({ number: event.target.value.replace(/\D/g, '') })}
      >
        <label className="checkbox">
          <input
            type="checkbox"
            checked={value.noNumber}
            onChange={(event) => set({ noNumber: event.target.checked, number: '' })}
          />
          {t('address.noNumber')}
        </label>
      </TextField>
      <TextField
        id={id('complement')}
        className="span-3"
        label={t('address.complement')}
        optionalLabel={t('forms.optional')}
        placeholder={t('address.complementPlaceholder')}
        autoComplete="address-line2"
        maxLength={80}
        value={value.complement}
        error={errors.complement}
        onChange={(event) => set({ complement: event.target.value })}
      />
      <TextField
        id={id('neighborhood')}
        className="span-3"
        label={t('address.neighborhood')}
        maxLength={80}
        value={value.neighborhood}
        error={errors.neighborhood}
        onChange={(event) => set({ neighborhood: event.target.value })}
      />
      <TextField
        id={id('city')}
        className="span-4"
        label={t('address.city')}
        autoComplete="address-level2"
        maxLength={80}
        value={value.city}
        error={errors.city}
        onChange={(event) => set({ city: event.target.value })}
      />
      <SelectField
        id={id('state')}
        className="span-2"
        label={t('address.state')}
        placeholder={t('address.statePlaceholder')}
        autoComplete="address-level1"
        options={STATE_OPTIONS}
        value={value.state}
        error={errors.state}
        onChange={(event) => set({ state: event.target.value })}
      />
    </div>
  );
}

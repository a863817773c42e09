/**
 * The phone input (spec platform §5 "Phone"): a dial-code selector with search and the national
 * number typed into the chosen country's mask (BR `(##) #####-####`, US `(###) ###-####`, …,
 * 15 digits where the library has no example), all from libphonenumber-js through
 * `src/domain/identity/phone`. The value in and out is E.164 (`+5511961234567`).
 *
 * The selector is a button opening a search box (an ARIA 1.2 combobox) over a listbox of every
 * country, named in the page's language and searchable in both, by ISO code or dial code:
 * arrows move, Enter picks, Escape closes and returns focus; no match shows "No postcode or
 * country found for this term".
 * @module
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_SEARCH_EMPTY_MESSAGE,
  countryName,
  dialCodeOf,
  searchPhoneCountries,
} from '../../src/domain/identity/phone';
import { useLocale } from '../app/locale';
import {
  formatNational,
  maskPlaceholder,
  maxDigitsOf,
  phonePartsOf,
  phoneValueOf,
  type PhoneParts,
} from './phone-value';
import { describedBy } from './TextField';
import '../styles/forms.css';

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  /** The visible label of the number. */
  label: string;
  /** E.164 text (or '' for none). */
  value: string;
  /** Called with the E.164 text as the user types or picks a country. */
  onChange(value: string): void;
  /** Called when the number field loses focus. */
  onBlur?(): void;
  /** The error to show (already translated). */
  error?: string;
  /** Help text under the field. */
  hint?: string;
  /** The number input's id; generated when omitted. */
  id?: string;
  /** The number input's name. */
  name?: string;
  /** The country before anything is typed; Brazil by default. */
  defaultCountry?: CountryCode;
  /** Extra class of the wrapper (grid spans). */
  className?: string;
  /** Whether the field is required (`aria-required`). */
  required?: boolean;
}

/** How many options PageUp / PageDown move. */
const PAGE = 10;

/** The index of the character right after the `count`-th digit of `text` (0 for none). */
function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i] ?? '')) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return text.length;
}

/** A phone number with a searchable dial-code selector and the country's mask. */
export function PhoneInput(props: PhoneInputProps) {
  const { label, value, onChange, onBlur, error, hint, name, className, required } = props;
  const { locale, t } = useLocale();
  const generated = useId();
  const inputId = props.id ?? `${generated}-number`;
  const triggerId = `${generated}-country`;
  const popupId = `${generated}-popup`;
  const listId = `${generated}-list`;
  const searchId = `${generated}-search`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  const [parts, setParts] = useState<PhoneParts>(() =>
    phonePartsOf(value, props.defaultCountry ?? DEFAULT_PHONE_COUNTRY),
  );
  const lastEmitted = useRef(value);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingCaret = useRef<number | null>(null);

  // A value set from outside (a loaded profile, a reset form) replaces what is shown.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    setParts((current) => phonePartsOf(value, current.country));
  }, [value]);

  const formatted = formatNational(parts.country, parts.digits);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    const position = caretAfterDigits(input.value, pendingCaret.current);
    pendingCaret.current = null;
    input.setSelectionRange(position, position);
  });

  function emit(next: PhoneParts): void {
    setParts(next);
    const text = phoneValueOf(next);
    lastEmitted.current = text;
    onChange(text);
  }

  function onNumberChange(event: ChangeEvent<HTMLInputElement>): void {
    const raw = event.target.value;
    if (raw.trim().startsWith('+')) {
      // A pasted international number picks its own country.
      const pasted = phonePartsOf(raw, parts.country);
      pendingCaret.current = pasted.digits.length;
      emit({ ...pasted, digits: pasted.digits.slice(0, maxDigitsOf(pasted.country)) });
      return;
    }
    const caret = event.target.selectionStart ?? raw.length;
    const before = raw.slice(0, caret).replace(/\D/g, '').length;
    let digits = raw.replace(/\D/g, '');
    if (digits === parts.digits && raw.length < formatted.length && before > 0) {
      // Only a separator was deleted: delete the digit before it, as the user meant.
      digits = digits.slice(0, before - 1) + digits.slice(before);
      pendingCaret.current = before - 1;
    } else {
      pendingCaret.current = before;
    }
    emit({ ...parts, digits: digits.slice(0, maxDigitsOf(parts.country)) });
  }

  const results = useMemo(() => searchPhoneCountries(term, locale), [term, locale]);
  const selectedName = countryName(parts.country, locale);
  const activeOption = results[Math.min(active, results.length - 1)];

  function openPopup(): void {
    setTerm('');
    const all = searchPhoneCountries('', locale);
    setActive(
      Math.max(
        0,
        all.findIndex((entry) => entry.country === parts.country),
      ),
    );
    setOpen(true);
  }

  function close(returnFocus: boolean): void {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function pick(country: CountryCode): void {
    emit({ country, digits: parts.digits.slice(0, maxDigitsOf(country)) });
    setOpen(false);
    inputRef.current?.focus();
  }

  // Focus the search box when the list opens.
  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  // Keep the active option in view.
  useEffect(() => {
    if (!open || !activeOption) return;
    const element = document.getElementById(`${listId}-${activeOption.country}`);
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [open, activeOption, listId]);

  // A press outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openPopup();
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const last = results.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, to)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1);
      case 'ArrowUp':
        return move(active - 1);
      case 'PageDown':
        return move(active + PAGE);
      case 'PageUp':
        return move(active - PAGE);
      case 'Enter':
        event.preventDefault();
        if (activeOption) pick(activeOption.country);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        close(false);
        return;
      default:
    }
  }

  return (
    <div className={className ? `field ${className}` : 'field'} ref={wrapperRef}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="phone">
        <button
          ref={triggerRef}
          id={triggerId}
          type="button"
          className="phone__country"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          aria-label={t('phone.countryButton', {
            name: selectedName,
            dial: dialCodeOf(parts.country),
          })}
          aria-invalid={error ? true : undefined}
          onClick={() => (open ? close(false) : openPopup())}
          onKeyDown={onTriggerKeyDown}
        >
          <span className="phone__iso" aria-hidden="true">
            {parts.country}
          </span>
          <span aria-hidden="true">+{dialCodeOf(parts.country)}</span>
          <svg className="phone__chevron" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className="field__input phone__number"
          value={formatted}
          placeholder={maskPlaceholder(parts.country)}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
          onChange={onNumberChange}
          onBlur={onBlur}
        />
        {open ? (
          <div className="phone__popup" id={popupId}>
            <label className="visually-hidden" htmlFor={searchId}>
              {t('phone.search')}
            </label>
            <input
              ref={searchRef}
              id={searchId}
              className="field__input phone__search"
              role="combobox"
              type="text"
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={results.length > 0}
              aria-controls={listId}
              aria-activedescendant={activeOption ? `${listId}-${activeOption.country}` : undefined}
              placeholder={t('phone.searchPlaceholder')}
              value={term}
              onChange={(event) => {
                setTerm(event.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
            />
            {results.length > 0 ? (
              <ul
                ref={listRef}
                id={listId}
                className="phone__list"
                role="listbox"
                aria-label={t('phone.countries')}
              >
                {results.map((entry, index) => (
                  <li
                    key={entry.country}
                    id={`${listId}-${entry.country}`}
                    role="option"
                    aria-selected={entry.country === parts.country}
                    className={
                      index === active ? 'phone__option phone__option--active' : 'phone__option'
                    }
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(entry.country)}
                    onMouseMove={() => index !== active && setActive(index)}
                  >
                    <span className="phone__iso" aria-hidden="true">
                      {entry.country}
                    </span>
                    <span className="phone__option-name">{entry.name}</span>
                    <span className="phone__option-dial">+{entry.dialCode}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="phone__empty" role="status">
                {t(`common:${PHONE_SEARCH_EMPTY_MESSAGE}`)}
              </p>
            )}
          </div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The payer form and the debit-card form of the payer page (spec operations §2.6, §3.15, §3.18,
 * §5.4, §8.4; issue 16). On Pay: both forms are checked (messages next to their fields, focus on
 * the first); the card goes to the provider's tokenizer and only there (`tokenizeCard`); the
 * charge carries the token and the payer; its answer picks the outcome page (spec §4.2):
 * COMPLETED → success, PROCESSING → pending, FAILED → 'Failed to Process' with the code.
 * @module
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import type { PublicInboundRemittance } from '../../../src/contracts/inbound-remittances';
import { LINK_FAILURE_CODE_OF } from '../../../src/contracts/inbound-charges';
import { calendarDateAt, toIsoDate } from '../../../src/domain/identity/birth-date';
import { isPhoneCountry, isValidMobilePhone, toE164 } from '../../../src/domain/identity/phone';
import {
  debitCardViolations,
  formatCardNumber,
  formatExpiry,
  zipFirstFive,
  type DebitCardInput,
} from '../../../src/domain/payer/debit-card';
import {
  PAYER_BIRTH_DATE_PATTERNS,
  parsePayerBirthDate,
  payerViolations,
  reorderPayerBirthDate,
  type PayerInput,
  type PayerPersonType,
} from '../../../src/domain/payer/payer-form';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { countryOptions } from '../../forms/countries';
import { pathFor } from '../../routes/path-for';
import { useCorrespondent } from '../../app/correspondent-context';
import { CardTokenizeError, tokenizeCard } from './card-tokenizer';
import { usePayer } from './payer-context';
import { useAmountText } from './PayerSummary';

const EMPTY_PAYER: PayerInput = {
  personType: 'PERSON',
  name: '',
  address: '',
  city: '',
  country: '',
  state: '',
  postalCode: '',
  birthDate: '',
  email: '',
  mobile: '',
};

const EMPTY_CARD: DebitCardInput = { cardNumber: '', cvv: '', expiry: '', zip: '' };

/** The order fields are checked and focused in (the visual order). */
const FIELD_ORDER = [
  'name',
  'address',
  'city',
  'country',
  'state',
  'postalCode',
  'birthDate',
  'email',
  'mobile',
  'cardNumber',
  'expiry',
  'cvv',
  'zip',
] as const;
type FieldName = (typeof FIELD_ORDER)[number];

/** The mobile in E.164, read with the payer's country when it has no `+`. */
function mobileOf(payer: PayerInput): string | undefined {
  const country = isPhoneCountry(payer.country) ? payer.country : undefined;
  return country ? toE164(payer.mobile, country) : toE164(payer.mobile, 'US');
}

/** The two forms and the Pay button. */
export function PayerForm(props: { record: PublicInboundRemittance; link: string }) {
  const { record, link } = props;
  const { t, locale, intlLocale, draft, setDraft } = usePayer();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const navigate = useNavigate();
  const amount = useAmountText(record);
  const [payer, setPayer] = useState<PayerInput>(draft ?? EMPTY_PAYER);
  // The card lives in this component's state only: never kept, never sent but to the tokenizer.
  const [card, setCard] = useState<DebitCardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The birth date is typed in the language's order: switching language rewrites what was typed
  // in the new order, so the same day is sent (English is month first, es and pt-BR day first).
  const typedIn = useRef(locale);
  useEffect(() => {
    const from = typedIn.current;
    if (from === locale) return;
    typedIn.current = locale;
    setPayer((previous) => ({
      ...previous,
      birthDate: reorderPayerBirthDate(previous.birthDate, from, locale),
    }));
  }, [locale]);

  const setField = (field: keyof PayerInput, value: string) => {
    setPayer((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setNotice(undefined);
  };
  const setCardField = (field: keyof DebitCardInput, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setNotice(undefined);
  };

  const focusFirst = (found: Partial<Record<FieldName, string>>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const outcomePath = (name: string, query?: Record<string, string>) =>
    `${pathFor(name, { identifier, remittanceId: link })}${query ? `?${new URLSearchParams(query)}` : ''}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const now = new Date();
    const today = calendarDateAt(now);
    const payerFound = payerViolations(payer, locale, today, (mobile) =>
      isPhoneCountry(payer.country)
        ? isValidMobilePhone(mobile, payer.country)
        : isValidMobilePhone(mobile, 'US'),
    );
    const cardFound = debitCardViolations(card, { year: today.year, month: today.month });
    const found: Partial<Record<FieldName, string>> = {};
    for (const [field, violation] of Object.entries(payerFound)) {
      if (field !== 'personType') found[field as FieldName] = t(`payer.errors.${violation}`);
    }
    for (const [field, violation] of Object.entries(cardFound)) {
      found[field as FieldName] = t(`card.errors.${violation}`);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice(t('fixErrors'));
      focusFirst(found);
      return;
    }
    setNotice(undefined);
    const birth = parsePayerBirthDate(payer.birthDate, locale);
    const mobile = mobileOf(payer);
    if (!birth || !mobile) return;
    setDraft(payer);
    setBusy(true);
    try {
      const token = await tokenizeCard(card);
      const name = payer.name.trim();
      const result = await api.remittances.createInboundCharge({
        operationId: link,
        personType: payer.personType,
        name,
        fullName: payer.personType === 'PERSON' ? name : null,
        companyName: payer.personType === 'COMPANY' ? name : null,
        amount: record.totalAmount.value,
        tokenized: token,
        birthDate: toIsoDate(birth),
        email: payer.email.trim(),
        mobile,
        address: {
          address: payer.address.trim(),
          city: payer.city.trim(),
          country: payer.country,
          state: payer.state.trim(),
          postalCode: payer.postalCode.trim(),
        },
      });
      setCard(EMPTY_CARD);
      if (result.status === 'COMPLETED') {
        void navigate(outcomePath('inbound-payment-link-success'));
      } else if (result.status === 'PROCESSING') {
        void navigate(outcomePath('inbound-payment-link-pending'));
      } else {
        void navigate(
          outcomePath('inbound-payment-link-error', {
            code: result.code ?? 'default',
            left: String(result.attemptsLeft),
            status: result.operationStatus,
          }),
        );
      }
    } catch (error) {
      setBusy(false);
      handleFailure(error);
    }
  }

  function handleFailure(error: unknown) {
    if (error instanceof CardTokenizeError) {
      // The provider refused the card's shape: the card form's default message (spec §8.4).
      setNotice(t('card.errors.default'));
      return;
    }
    const code = error instanceof ApiError ? error.code : undefined;
    if (code && code in LINK_FAILURE_CODE_OF) {
      const linkCode = LINK_FAILURE_CODE_OF[code as keyof typeof LINK_FAILURE_CODE_OF];
      void navigate(outcomePath('inbound-payment-link-error', { code: linkCode }));
      return;
    }
    if (code === 'PAYMENT_IN_PROGRESS') {
      void navigate(outcomePath('inbound-payment-link-pending'));
      return;
    }
    if (code === 'VALIDATION_FAILED' && error instanceof ApiError) {
      const fields = error.body?.fields ?? [];
      const found: Partial<Record<FieldName, string>> = {};
      for (const { field, message } of fields) {
        if (field === 'birthDate') {
          found.birthDate = t(
            message === 'validation.birthDate.underage'
              ? 'payer.errors.underage'
              : 'payer.errors.birthDateInvalid',
          );
        }
      }
      setErrors((previous) => ({ ...previous, ...found }));
      setNotice(t('fixErrors'));
      focusFirst(found);
      return;
    }
    void navigate(outcomePath('inbound-payment-link-error', { code: 'default' }));
  }

  const personTypes: { value: PayerPersonType; label: string }[] = [
    { value: 'PERSON', label: t('payer.person') },
    { value: 'COMPANY', label: t('payer.company') },
  ];
  const pattern = PAYER_BIRTH_DATE_PATTERNS[locale];

  return (
    <form ref={form} className="payer-form" noValidate onSubmit={(event) => void submit(event)}>
      <section className="payer-card" aria-labelledby="payer-heading">
        <h2 id="payer-heading" className="payer-card__title">
          {t('payer.heading')}
        </h2>
        <div className="form-grid">
          <fieldset className="segmented">
            <legend>{t('payer.personType')}</legend>
            {personTypes.map((option) => (
              <label key={option.value} className="segmented__option">
                <input
                  type="radio"
                  name="personType"
                  value={option.value}
                  checked={payer.personType === option.value}
                  onChange={() => setField('personType', option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <TextField
            name="name"
            label={payer.personType === 'COMPANY' ? t('payer.companyName') : t('payer.fullName')}
            autoComplete={payer.personType === 'COMPANY' ? 'organization' : 'name'}
            value={payer.name}
            maxLength={120}
            required
            error={errors.name}
            onChange={(event) => setField('name', event.target.value)}
          />
          <TextField
            name="address"
            label={t('payer.address')}
            autoComplete="street-address"
            value={payer.address}
            maxLength={120}
            required
            error={errors.address}
            onChange={(event) => setField('address', event.target.value)}
          />
          <TextField
            name="city"
            className="span-3"
            label={t('payer.city')}
            autoComplete="address-level2"
            value={payer.city}
            maxLength={120}
            required
            error={errors.city}
            onChange={(event) => setField('city', event.target.value)}
          />
          <SelectField
            name="country"
            className="span-3"
            label={t('payer.country')}
            autoComplete="country"
            placeholder={t('payer.countryPlaceholder')}
            options={countryOptions(intlLocale)}
            value={payer.country}
            required
            error={errors.country}
            onChange={(event) => setField('country', event.target.value)}
          />
          <TextField
            name="state"
            className="span-3"
            label={t('payer.state')}
            autoComplete="address-level1"
            value={payer.state}
            maxLength={120}
            required
            error={errors.state}
            onChange={(event) => setField('state', event.target.value)}
          />
          <TextField
            name="postalCode"
            className="span-3"
            label={t('payer.postalCode')}
            autoComplete="postal-code"
            value={payer.postalCode}
            maxLength={16}
            required
            error={errors.postalCode}
            onChange={(event) => setField('postalCode', event.target.value)}
          />
          <TextField
            name="birthDate"
            label={t('payer.birthDate')}
            hint={t('payer.birthDateHint', { pattern })}
            placeholder={pattern}
            inputMode="numeric"
            autoComplete="bday"
            value={payer.birthDate}
            maxLength={10}
            required
            error={errors.birthDate}
            onChange={(event) => setField('birthDate', event.target.value)}
          />
          <TextField
            name="email"
            className="span-3"
            type="email"
            label={t('payer.email')}
            autoComplete="email"
            value={payer.email}
            maxLength={254}
            required
            error={errors.email}
            onChange={(event) => setField('email', event.target.value)}
          />
          <TextField
            name="mobile"
            className="span-3"
            type="tel"
            label={t('payer.mobile')}
            hint={t('payer.mobileHint')}
            autoComplete="tel"
            value={payer.mobile}
            maxLength={20}
            required
            error={errors.mobile}
            onChange={(event) => setField('mobile', event.target.value)}
          />
        </div>
      </section>

      <section className="payer-card" aria-labelledby="card-heading">
        <h2 id="card-heading" className="payer-card__title">
          {t('card.heading')}
        </h2>
        <div className="form-grid">
          <TextField
            name="cardNumber"
            label={t('card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.cardNumber}
            maxLength={23}
            required
            error={errors.cardNumber}
            onChange={(event) => setCardField('cardNumber', formatCardNumber(event.target.value))}
          />
          <TextField
            name="expiry"
            className="span-2"
            label={t('card.expiry')}
            hint={t('card.expiryHint')}
            placeholder={t('card.expiryHint')}
            inputMode="numeric"
            autoComplete="cc-exp"
            value={card.expiry}
            maxLength={5}
            required
            error={errors.expiry}
            onChange={(event) => setCardField('expiry', formatExpiry(event.target.value))}
          />
          <TextField
            name="cvv"
            className="span-2"
            label={t('card.cvv')}
            hint={t('card.cvvHint')}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvv}
            maxLength={4}
            required
            error={errors.cvv}
            onChange={(event) => setCardField('cvv', event.target.value.replace(/\D/g, ''))}
          />
          <TextField
            name="zip"
            className="span-2"
            label={t('card.zip')}
            hint={t('card.zipHint')}
            inputMode="numeric"
            autoComplete="billing postal-code"
            value={card.zip}
            maxLength={10}
            required
            error={errors.zip}
            onChange={(event) => setCardField('zip', zipFirstFive(event.target.value))}
          />
        </div>
        <p className="payer-card__note">{t('page.secure')}</p>
      </section>

      {notice ? <Notice tone="error">{notice}</Notice> : null}
      <Button type="submit" block loading={busy}>
        {busy ? t('paying') : t('pay', { amount })}
      </Button>
    </form>
  );
}

/**
 * The credit-card form (spec operations §2.4 creditCard, §3.14, §5.4, §8.3; issue 18): number
 * (with the brand's flag as it is typed), holder, MM / YY, CVV, then the installment plans of
 * `amountCents` for the card's brand (the installments modal of §2.4). The card lives in this
 * component's state only and goes to the provider's tokenizer and nowhere else; `onReady`
 * receives the card hash and the chosen plan.
 * @module
 */
import { useRef, useState, type FormEvent } from 'react';
import type {
  CardHash,
  CardProviderName,
  InstallmentOption,
} from '../../../src/contracts/card-payments';
import {
  cardBrandOf,
  creditCardViolations,
  cvvLengthOf,
  type CreditCardInput,
} from '../../../src/domain/card/credit-card';
import { calendarDateAt } from '../../../src/domain/identity/birth-date';
import { digitsOf, formatCardNumber, formatExpiry } from '../../../src/domain/payer/debit-card';
import { apiErrorStatus } from '../../app/api-message';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import { TextField } from '../TextField';
import { BRAND_NAMES, formatBrl, lastInstallmentNote, planLabel } from './card-format';
import type { CardChoice } from './card-choice';
import { CardTokenizeError, tokenizeCreditCard } from './credit-card-tokenizer';
import '../../styles/card.css';

/** Props of {@link CreditCardForm}. */
export interface CreditCardFormProps {
  /** The amount to pay in BRL cents (the operation's total): the plans are of this amount. */
  amountCents: number;
  /** The provider path segment (the correspondent's card provider; `sandbox-card` in sandbox). */
  provider: CardProviderName;
  /** The choice made earlier (the checkout reopening the section): shown as the chosen card. */
  initial?: CardChoice | null;
  /** The button's label; defaults to 'Continue' / 'Continuar'. */
  submitLabel?: string;
  /** Called with the tokenized card and the chosen plan. */
  onReady(choice: CardChoice): void;
  /** The API base the tokenizer lives under (`/api`). */
  apiBase?: string;
}

const EMPTY: CreditCardInput = { cardNumber: '', holderName: '', expiry: '', cvv: '' };
const FIELDS = ['cardNumber', 'holderName', 'expiry', 'cvv'] as const;
type Field = (typeof FIELDS)[number];

/** The plan figures of an installments option. */
function figuresOf(plan: InstallmentOption) {
  return {
    installments: plan.installment,
    installmentValue: plan.installment_value,
    lastInstallmentValue: plan.last_installment_value,
    interestValue: plan.interest_value,
    amountRequested: plan.amount_requested,
  };
}

/** The credit-card form. */
export function CreditCardForm(props: CreditCardFormProps) {
  const { amountCents, provider, initial, submitLabel, onReady, apiBase } = props;
  const { t, locale } = useLocale();
  const { api } = useServices();
  const [chosen, setChosen] = useState<CardChoice | null>(initial ?? null);
  // The card lives in this component's state only: never kept, never sent but to the tokenizer.
  const [card, setCard] = useState<CreditCardInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [hash, setHash] = useState<CardHash | null>(null);
  const [plans, setPlans] = useState<InstallmentOption[] | null>(null);
  const [selected, setSelected] = useState<number>(1);
  const form = useRef<HTMLFormElement>(null);

  const brand = cardBrandOf(card.cardNumber);
  const cvvLength = cvvLengthOf(brand);

  const setField = (field: Field, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setNotice(undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const today = calendarDateAt(new Date());
    const found: Partial<Record<Field, string>> = {};
    for (const [field, violation] of Object.entries(
      creditCardViolations(card, { year: today.year, month: today.month }),
    )) {
      found[field as Field] = t(`common:validation.creditCard.${violation}`);
    }
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      setNotice(t('creditCard.fixErrors'));
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setNotice(undefined);
    setBusy(true);
    let tokenized: CardHash;
    try {
      tokenized = await tokenizeCreditCard(card, apiBase);
    } catch (error) {
      setBusy(false);
      setNotice(
        error instanceof CardTokenizeError && error.apiMessage
          ? error.apiMessage
          : t('creditCard.hashError'),
      );
      return;
    }
    // The card is no longer needed: only its hash goes on.
    setCard(EMPTY);
    setHash(tokenized);
    try {
      const options = await api.cardPayments.installments(provider, {
        amount: amountCents,
        card_brand: tokenized.brand,
        pt_br: locale === 'pt-BR',
      });
      setPlans(options);
      setSelected(options[0]?.installment ?? 1);
    } catch (error) {
      setNotice(
        apiErrorStatus(error) === 503
          ? t('creditCard.installmentsUnavailable')
          : t('creditCard.installmentsError'),
      );
    } finally {
      setBusy(false);
    }
  }

  const confirm = () => {
    const plan = plans?.find((option) => option.installment === selected);
    if (!hash || !plan) return;
    const choice = { card: hash, plan };
    setPlans(null);
    setChosen(choice);
    onReady(choice);
  };

  if (chosen) {
    return (
      <div className="credit-card credit-card--chosen" data-testid="card-chosen">
        <p>
          {t('creditCard.chosen', {
            brand: BRAND_NAMES[chosen.card.brand],
            last4: chosen.card.last4,
          })}
        </p>
        <p>{planLabel(figuresOf(chosen.plan), t, locale)}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setChosen(null);
            setHash(null);
          }}
        >
          {t('creditCard.change')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <form
        ref={form}
        className="credit-card form-grid"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => void submit(event)}
      >
        {notice ? (
          <Notice tone="error" id="credit-card-notice">
            {notice}
          </Notice>
        ) : null}
        <TextField
          label={t('creditCard.number')}
          name="cardNumber"
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          value={card.cardNumber}
          error={errors.cardNumber}
          onChange={(event) => setField('cardNumber', formatCardNumber(event.currentTarget.value))}
        >
          {brand ? (
            <span className="card-brand" data-brand={brand} aria-live="polite">
              {t('creditCard.brand', { brand: BRAND_NAMES[brand] })}
            </span>
          ) : null}
        </TextField>
        <TextField
          label={t('creditCard.holder')}
          name="holderName"
          autoComplete="cc-name"
          maxLength={26}
          value={card.holderName}
          error={errors.holderName}
          onChange={(event) => setField('holderName', event.currentTarget.value)}
        />
        <TextField
          label={t('creditCard.expiry')}
          name="expiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          value={card.expiry}
          error={errors.expiry}
          onChange={(event) => setField('expiry', formatExpiry(event.currentTarget.value))}
        />
        <TextField
          label={t('creditCard.cvv')}
          name="cvv"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={cvvLength}
          value={card.cvv}
          error={errors.cvv}
          onChange={(event) =>
            setField('cvv', digitsOf(event.currentTarget.value).slice(0, cvvLength))
          }
        />
        <Button type="submit" block loading={busy}>
          {submitLabel ?? t('creditCard.continue')}
        </Button>
      </form>
      <Modal
        open={plans !== null}
        title={t('creditCard.installments.title')}
        onClose={() => setPlans(null)}
        className="installments-modal"
        actions={
          <>
            <Button variant="secondary" onClick={() => setPlans(null)}>
              {t('creditCard.installments.cancel')}
            </Button>
            <Button onClick={confirm}>{t('creditCard.installments.confirm')}</Button>
          </>
        }
      >
        <fieldset className="installments">
          <legend className="visually-hidden">{t('creditCard.installments.title')}</legend>
          {(plans ?? []).map((plan) => {
            const figures = figuresOf(plan);
            const last = lastInstallmentNote(figures, t, locale);
            return (
              <label key={plan.installment} className="installments__option">
                <input
                  type="radio"
                  name="installments"
                  value={plan.installment}
                  checked={selected === plan.installment}
                  data-autofocus={selected === plan.installment ? true : undefined}
                  onChange={() => setSelected(plan.installment)}
                />
                <span className="installments__text">
                  <span className="installments__plan">{planLabel(figures, t, locale)}</span>
                  <small className="installments__detail">
                    {last ? `${last} · ` : ''}
                    {t('creditCard.installments.total', { total: formatBrl(plan.amount, locale) })}
                  </small>
                </span>
              </label>
            );
          })}
        </fieldset>
      </Modal>
    </>
  );
}

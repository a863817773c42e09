/**
 * The checkout's investments and identifierCode sections (spec operations §2.4 "investments",
 * "identifierCode"; §3.13; §7.7 "/investmentBroker"): the customer's investment brokers
 * (individuals and companies) as radio cards with 'I didn't find my broker' (the create page)
 * and 'Delete' after a confirmation modal; the chosen broker's identifier code (bank code),
 * saved with `POST /investmentBroker/{id}`. The API has no other broker update, so the
 * identifier code is what 'Edit' changes. In the checkout the section's Continue saves the typed
 * code itself (a `saveRef`): one action, no separate 'Save code' to find first (issue 19,
 * item 9); an invalid code shows its error on Continue.
 * @module
 */
import { useEffect, useId, useState, type FormEvent, type MutableRefObject } from 'react';
import {
  IdentifierCodeInputSchema,
  type InvestmentBroker,
} from '../../../../src/contracts/investment-brokers';
import { useLocale } from '../../../app/locale';
import { useServices } from '../../../app/services';
import { useCorrespondent } from '../../../app/correspondent-context';
import { Button } from '../../../components/Button';
import { Notice } from '../../../components/Notice';
import { TextField } from '../../../components/TextField';
import { fieldMessage } from '../../profile/ProfileDataPage';
import type { PayeeSectionProps } from './BeneficiarySection';
import { failureText, PayeeChoice, useRecordList } from './PayeeChoice';
import { brokerLines } from './payee-lines';
import { newBrokerPath } from './payee-links';

type Customer = PayeeSectionProps['customer'];

/** Props of {@link InvestmentSection}. */
export interface InvestmentSectionProps extends PayeeSectionProps {
  /** The chosen broker's identifier code as the checkout holds it. */
  identifierCode?: string | null;
  /** Called with the broker's code when one is chosen, and when a code is saved. */
  onIdentifierCode?(code: string | null): void;
  /** Shows the identifierCode step under the list (default true). */
  withIdentifierCode?: boolean;
}

/**
 * Saves the typed identifier code when it changed; resolves whether the step may go on (a valid
 * code in force). Set by the step for the checkout's Continue.
 */
export type IdentifierCodeSave = () => Promise<boolean>;

/** Props of {@link IdentifierCodeStep}. */
export interface IdentifierCodeStepProps {
  customer: Customer;
  broker: InvestmentBroker;
  /** Called with the broker as saved. */
  onSaved(broker: InvestmentBroker): void;
  /**
   * Where the step puts its save for the owner's own button (the checkout's Continue); with it
   * the step has no 'Save code' button of its own.
   */
  saveRef?: MutableRefObject<IdentifierCodeSave | null>;
}

/** The identifier-code form of one broker. */
export function IdentifierCodeStep(props: IdentifierCodeStepProps) {
  const { t } = useLocale();
  const { api } = useServices();
  const { broker, customer } = props;
  const id = useId();
  const [value, setValue] = useState(broker.bankCode ?? '');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setValue(broker.bankCode ?? '');
    setError(undefined);
    setOutcome(null);
  }, [broker.id, broker.bankCode]);

  async function save(): Promise<boolean> {
    setOutcome(null);
    const parsed = IdentifierCodeInputSchema.safeParse({ bankCode: value.trim() });
    if (!parsed.success) {
      setError(fieldMessage(t, parsed.error.issues[0]?.message));
      document.getElementById(`${id}-code`)?.focus();
      return false;
    }
    setError(undefined);
    // Already the broker's code: nothing to save.
    if (parsed.data.bankCode === broker.bankCode) return true;
    setSaving(true);
    try {
      const saved = await api.payees.investmentBrokers.setIdentifierCode(
        customer,
        broker.id,
        parsed.data.bankCode,
      );
      setOutcome({ tone: 'success', text: t('payees.broker.identifierSaved') });
      props.onSaved(saved);
      return true;
    } catch (failure) {
      setOutcome({
        tone: 'error',
        text: `${t('payees.broker.identifierError')}: ${failureText(failure, t('common:general.requestFailed'))}`,
      });
      return false;
    } finally {
      setSaving(false);
    }
  }

  const { saveRef } = props;
  // The latest save (it reads the typed value), for the owner's button.
  if (saveRef) saveRef.current = save;
  useEffect(
    () => () => {
      if (saveRef) saveRef.current = null;
    },
    [saveRef],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save();
  }

  return (
    <form
      className="card payee-section"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      data-testid="identifier-code"
    >
      <h3 id={`${id}-title`} className="payee-choice__legend">
        {t('payees.broker.identifierTitle')}
      </h3>
      <p className="payee-card__line">{t('payees.broker.identifierLead', { name: broker.name })}</p>
      <div className="payee-identifier">
        <TextField
          id={`${id}-code`}
          label={t('payees.broker.identifierLabel')}
          value={value}
          maxLength={40}
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        {saveRef ? null : (
          <Button type="submit" variant="secondary" loading={saving}>
            {t('payees.broker.identifierSave')}
          </Button>
        )}
      </div>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
    </form>
  );
}

/** The identifierCode section on its own: the broker `brokerId`'s code. */
export function IdentifierCodeSection(props: {
  customer: Customer;
  brokerId: number | null;
  onIdentifierCode?(code: string | null): void;
  /** The checkout's Continue saves the code through it (see the module note). */
  saveRef?: MutableRefObject<IdentifierCodeSave | null>;
}) {
  const { t } = useLocale();
  const { api } = useServices();
  const { customer, brokerId } = props;
  const [broker, setBroker] = useState<InvestmentBroker | null | 'error'>(null);
  const key = customer.cnpj ?? customer.cpf ?? '';
  useEffect(() => {
    if (brokerId === null || key === '') return undefined;
    let live = true;
    setBroker(null);
    api.payees.investmentBrokers.get(customer, brokerId).then(
      (found) => live && setBroker(found),
      () => live && setBroker('error'),
    );
    return () => {
      live = false;
    };
  }, [api, brokerId, key]);
  if (brokerId === null)
    return <p className="payee-card__line">{t('payees.broker.chooseFirst')}</p>;
  if (broker === 'error') return <Notice tone="error">{t('common:general.requestFailed')}</Notice>;
  if (broker === null)
    return <div className="payee-skeleton" role="status" aria-label={t('loading')} />;
  return (
    <IdentifierCodeStep
      customer={customer}
      broker={broker}
      saveRef={props.saveRef}
      onSaved={(saved) => {
        setBroker(saved);
        props.onIdentifierCode?.(saved.bankCode);
      }}
    />
  );
}

/** The investments section (with the identifierCode step); see the module note. */
export function InvestmentSection(props: InvestmentSectionProps) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { customer } = props;
  const key = customer.cnpj ?? customer.cpf ?? '';
  const list = useRecordList(() => api.payees.investmentBrokers.list(customer), key !== '', [
    api,
    key,
  ]);
  const selected = list.items.find((item) => item.id === props.selectedId);

  const cards = list.items.map((item) => ({
    id: item.id,
    title: item.name,
    lines: [
      ...brokerLines(t, locale, item),
      ...(item.bankCode ? [t('payees.broker.identifierCurrent', { code: item.bankCode })] : []),
    ],
  }));

  return (
    <PayeeChoice
      name="broker"
      texts={{
        legend: t('payees.broker.legend'),
        add: t('payees.broker.add'),
        empty: t('payees.broker.empty'),
        deleteTitle: t('payees.broker.deleteTitle'),
        deleteMessage: (name) => t('payees.broker.deleteMessage', { name }),
        deleteYes: t('payees.broker.deleteYes'),
        deleteSuccess: t('payees.broker.deleteSuccess'),
        deleteError: (reason) => t('payees.broker.deleteError', { 0: reason }),
      }}
      state={list.state}
      cards={cards}
      selectedId={props.selectedId}
      onSelect={(id) => {
        props.onSelect(id);
        const broker = list.items.find((item) => item.id === id);
        props.onIdentifierCode?.(broker?.bankCode ?? null);
      }}
      addTo={newBrokerPath(identifier)}
      onRetry={list.retry}
      onDelete={async (id) => {
        await api.payees.investmentBrokers.remove(customer, id);
        list.setItems((items) => items.filter((item) => item.id !== id));
      }}
    >
      {props.withIdentifierCode !== false && selected ? (
        <IdentifierCodeStep
          customer={customer}
          broker={selected}
          onSaved={(saved) => {
            list.setItems((items) => items.map((item) => (item.id === saved.id ? saved : item)));
            props.onIdentifierCode?.(saved.bankCode);
          }}
        />
      ) : null}
    </PayeeChoice>
  );
}

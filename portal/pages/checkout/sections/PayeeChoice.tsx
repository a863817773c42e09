/**
 * What the checkout's payee sections share (spec operations §2.4 accounts / beneficiary /
 * investments, §8.2 delete messages): a radio-card list of the customer's records with 'Edit'
 * and 'Delete' on each, the delete confirmation modal (spec "Checkout modals": delete account,
 * delete beneficiary), a loading skeleton, an empty state with the add action, and the load
 * error in the catalogue's wording ('Falha ao processar a requisição.') with a retry.
 * @module
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../../src/api/errors';
import { useLocale } from '../../../app/locale';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import '../../../styles/forms.css';
import '../../../styles/modal.css';
import '../../../styles/profile.css';
import '../../../styles/payees.css';

/** Loading state of a record list. */
export type ListLoad = 'loading' | 'ready' | 'error';

/** A record list, reloadable; `load` is skipped (state `ready`, empty) when `enabled` is false. */
export function useRecordList<T>(
  load: () => Promise<T[]>,
  enabled: boolean,
  deps: readonly unknown[],
) {
  const [state, setState] = useState<ListLoad>(enabled ? 'loading' : 'ready');
  const [items, setItems] = useState<T[]>([]);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!enabled) {
      setItems([]);
      setState('ready');
      return undefined;
    }
    let live = true;
    setState('loading');
    loadRef.current().then(
      (list) => {
        if (!live) return;
        setItems(list);
        setState('ready');
      },
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [enabled, round, ...deps]);
  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { state, items, setItems, retry };
}

/** The message of a failed call for "Error deleting …: {0}": the API's, else the generic one. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}

/** One card of the list. */
export interface PayeeCard {
  id: number;
  title: string;
  lines: readonly string[];
  /** The edit page; no 'Edit' when absent. */
  editTo?: string;
}

/** The wording of one kind of record. */
export interface PayeeTexts {
  legend: string;
  add: string;
  empty: string;
  deleteTitle: string;
  deleteMessage: (name: string) => string;
  deleteYes: string;
  deleteSuccess: string;
  deleteError: (reason: string) => string;
}

/** Props of {@link PayeeChoice}. */
export interface PayeeChoiceProps {
  /** Radio-group name and test hook (`beneficiary`, `account`, `broker`). */
  name: string;
  texts: PayeeTexts;
  state: ListLoad;
  cards: readonly PayeeCard[];
  selectedId: number | null;
  onSelect(id: number | null): void;
  /** The create page. */
  addTo: string;
  /** Deletes a record (rejects on failure); the caller removes it from its list. */
  onDelete(id: number): Promise<void>;
  onRetry(): void;
  /** Content after the list (the identifier-code step). */
  children?: ReactNode;
}

/** The radio-card list with add, edit and delete; see the module note. */
export function PayeeChoice(props: PayeeChoiceProps) {
  const { t } = useLocale();
  const { texts, cards, selectedId, onSelect, onDelete, name } = props;
  const [confirming, setConfirming] = useState<PayeeCard | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focusOutcome = useRef(false);

  useEffect(() => {
    if (!focusOutcome.current || confirming) return;
    focusOutcome.current = false;
    outcomeRef.current?.focus();
  }, [outcome, confirming]);

  async function remove(card: PayeeCard) {
    setDeleting(true);
    try {
      await onDelete(card.id);
      if (selectedId === card.id) onSelect(null);
      setOutcome({ tone: 'success', text: texts.deleteSuccess });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: texts.deleteError(failureText(error, t('common:general.requestFailed'))),
      });
    } finally {
      setDeleting(false);
      focusOutcome.current = true;
      setConfirming(null);
    }
  }

  const addLink = (
    <Link className="button button--secondary payee-section__add" to={props.addTo}>
      {texts.add}
    </Link>
  );

  return (
    <div className="payee-section" data-testid={`${name}-section`}>
      {outcome ? (
        <Notice tone={outcome.tone} ref={outcomeRef}>
          {outcome.text}
        </Notice>
      ) : null}
      {props.state === 'loading' ? (
        <div role="status" aria-live="polite" className="payee-choice">
          <span className="visually-hidden">{t('loading')}</span>
          <div className="payee-skeleton" aria-hidden="true" />
          <div className="payee-skeleton" aria-hidden="true" />
        </div>
      ) : null}
      {props.state === 'error' ? (
        <Notice tone="error">
          <p>{t('common:general.requestFailed')}</p>
          <Button variant="secondary" onClick={props.onRetry}>
            {t('payees.retry')}
          </Button>
        </Notice>
      ) : null}
      {props.state === 'ready' && cards.length === 0 ? (
        <div className="empty-state">
          <p>{texts.empty}</p>
          {addLink}
        </div>
      ) : null}
      {props.state === 'ready' && cards.length > 0 ? (
        <>
          <fieldset className="payee-choice">
            <legend className="payee-choice__legend">{texts.legend}</legend>
            {cards.map((card) => {
              const selected = card.id === selectedId;
              const inputId = `${name}-option-${card.id}`;
              return (
                <div
                  key={card.id}
                  className={selected ? 'payee-card payee-card--selected' : 'payee-card'}
                  data-testid={`${name}-card`}
                >
                  <label className="payee-card__pick" htmlFor={inputId}>
                    <input
                      id={inputId}
                      type="radio"
                      name={`${name}-choice`}
                      value={card.id}
                      checked={selected}
                      onChange={() => onSelect(card.id)}
                    />
                    <span className="payee-card__text">
                      <span className="payee-card__title">{card.title}</span>
                      {card.lines.map((line) => (
                        <span key={line} className="payee-card__line">
                          {line}
                        </span>
                      ))}
                    </span>
                  </label>
                  <div className="payee-card__actions">
                    {card.editTo ? (
                      <Link
                        className="button button--ghost"
                        to={card.editTo}
                        aria-label={t('payees.editNamed', { name: card.title })}
                      >
                        {t('payees.edit')}
                      </Link>
                    ) : null}
                    <Button
                      variant="ghost"
                      aria-label={t('payees.deleteNamed', { name: card.title })}
                      onClick={() => setConfirming(card)}
                    >
                      {t('payees.delete')}
                    </Button>
                  </div>
                </div>
              );
            })}
          </fieldset>
          {addLink}
        </>
      ) : null}
      {props.children}
      <Modal
        open={confirming !== null}
        role="alertdialog"
        title={texts.deleteTitle}
        onClose={deleting ? undefined : () => setConfirming(null)}
        actions={
          <>
            <Button variant="secondary" data-autofocus onClick={() => setConfirming(null)}>
              {t('payees.cancel')}
            </Button>
            <button
              type="button"
              className="button button--danger"
              aria-busy={deleting || undefined}
              disabled={deleting}
              onClick={() => confirming && void remove(confirming)}
            >
              {texts.deleteYes}
            </button>
          </>
        }
      >
        {confirming ? <p>{texts.deleteMessage(confirming.title)}</p> : null}
      </Modal>
    </div>
  );
}

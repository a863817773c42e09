/**
 * What the payee add/edit pages share: the page frame (back to the checkout, title, lead, the
 * loading / not-found / load-error states), the id of `:id` routes, the message of a field
 * error (catalogue key or the API's own text), the move of focus to the first error, and the
 * form's end (failure notice, Save, Cancel).
 * @module
 */
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../../src/api/errors';
import { useCorrespondent } from '../../../app/correspondent-context';
import { useLocale } from '../../../app/locale';
import { Button } from '../../../components/Button';
import { Notice } from '../../../components/Notice';
import { checkoutPath } from '../sections/payee-links';
import '../../../styles/profile.css';
import '../../../styles/payees.css';

/** Loading state of an edit page. */
export type PageLoad = 'loading' | 'ready' | 'error' | 'not-found';

/** The load state a failed `get` means. */
export function loadFailure(error: unknown): PageLoad {
  return error instanceof ApiError && error.status === 404 ? 'not-found' : 'error';
}

/** The numeric `:id` of the route, or `undefined` when it is not a positive integer. */
export function useRouteId(): number | undefined {
  const { id } = useParams();
  const numeric = Number(id);
  return Number.isSafeInteger(numeric) && numeric > 0 ? numeric : undefined;
}

/**
 * After a submit that found errors, focuses the first field (in `order`) with one, else the
 * failure notice. Call `arm()` before setting the errors.
 */
export function useFocusFirstError(
  errors: Readonly<Record<string, string | undefined>>,
  order: readonly string[],
  idOf: (path: string) => string,
  failure: string | null,
) {
  const armed = useRef(false);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!armed.current) return;
    armed.current = false;
    const first = order.find((path) => errors[path]);
    if (first) document.getElementById(idOf(first))?.focus();
    else failureRef.current?.focus();
  }, [errors, failure]);
  return {
    failureRef,
    arm: () => {
      armed.current = true;
    },
  };
}

/** The frame of a payee page. */
export function PayeePage(props: {
  title: string;
  lead?: string;
  load: PageLoad;
  children: ReactNode;
  /** The checkout to go back to: outbound by default, inbound for an account in Brazil. */
  direction?: 'INBOUND' | 'OUTBOUND';
}) {
  const { t } = useLocale();
  const { identifier } = useCorrespondent();
  const back = checkoutPath(identifier, undefined, props.direction);
  return (
    <div className="profile-page">
      <header className="profile-page__head">
        <Link className="profile-page__back" to={back}>
          {t('payees.back')}
        </Link>
        <h1 className="profile-page__title">{props.title}</h1>
        {props.lead ? <p className="profile-page__lead">{props.lead}</p> : null}
      </header>
      {props.load === 'loading' ? (
        <div role="status" className="payee-choice">
          <span className="visually-hidden">{t('loading')}</span>
          <div className="payee-skeleton" aria-hidden="true" />
          <div className="payee-skeleton" aria-hidden="true" />
        </div>
      ) : null}
      {props.load === 'error' ? (
        <Notice tone="error">{t('common:general.requestFailed')}</Notice>
      ) : null}
      {props.load === 'not-found' ? <Notice tone="error">{t('payees.notFound')}</Notice> : null}
      {props.load === 'ready' ? props.children : null}
    </div>
  );
}

/**
 * The end of a payee form: the failure notice (where focus goes when no field has the error),
 * Save (busy while saving) and Cancel, back to the checkout.
 */
export function PayeeFormActions(props: {
  failure: string | null;
  failureRef: Ref<HTMLDivElement>;
  saving: boolean;
  /** The checkout Cancel goes back to (outbound by default). */
  direction?: 'INBOUND' | 'OUTBOUND';
}) {
  const { t } = useLocale();
  const { identifier } = useCorrespondent();
  const back = checkoutPath(identifier, undefined, props.direction);
  return (
    <>
      {props.failure ? (
        <Notice tone="error" ref={props.failureRef}>
          {props.failure}
        </Notice>
      ) : null}
      <div className="payee-form__actions">
        <Button type="submit" loading={props.saving}>
          {props.saving ? t('payees.saving') : t('payees.save')}
        </Button>
        <Link className="button button--ghost" to={back}>
          {t('payees.cancel')}
        </Link>
      </div>
    </>
  );
}

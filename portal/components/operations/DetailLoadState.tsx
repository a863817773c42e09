/**
 * An operation detail before it is on screen (spec operations §2.7 "Detail"): the back link,
 * 'Operation ID: {id}', and loading, 'Operation not found.' or the error with retry. Shared by
 * every kind's detail.
 * @module
 */
import type { ReactNode } from 'react';
import { useLocale } from '../../app/locale';
import { Button } from '../Button';
import { Notice } from '../Notice';
import type { DetailLoad } from './use-operation-detail';
import '../../styles/operations.css';

/** The page while `load` is not ready. */
export function DetailLoadState(props: {
  load: Exclude<DetailLoad<unknown>, { state: 'ready' }>;
  id: number | undefined;
  back: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useLocale();
  const { load } = props;
  return (
    <div className="operation">
      <header className="operation__head">
        {props.back}
        <h1 className="operation__title">{t('operations.detail.title', { 0: props.id ?? '—' })}</h1>
      </header>
      {load.state === 'loading' ? (
        <p role="status" className="history__summary">
          {t('loading')}
        </p>
      ) : null}
      {load.state === 'not-found' ? (
        <Notice tone="error">{t('operations.detail.notFound')}</Notice>
      ) : null}
      {load.state === 'error' ? (
        <Notice tone="error" title={t('operations.detail.loadError')}>
          <div>
            <Button variant="secondary" onClick={props.onRetry}>
              {t('operations.detail.retry')}
            </Button>
          </div>
        </Notice>
      ) : null}
    </div>
  );
}

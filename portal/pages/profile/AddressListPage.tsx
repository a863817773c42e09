/**
 * 'Meus endereços' (spec platform §2.3 "Addresses", §5 "Address" display rule, §8 "Profile and
 * addresses"): the saved addresses with 'Adicionar novo endereço'; each item, written by the
 * display rule ('<street>, <number or S/N>'), expands to edit or delete it. Deleting asks first
 * in a modal ('Você tem certeza que deseja apagar esse endereço?', 'Sim, excluir endereço' /
 * 'Cancelar') and then notifies 'Endereço deletado com sucesso' or 'Houve um erro ao deletar o
 * endereço'. The add and edit pages come back here with their own notification.
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Address } from '../../../src/contracts/addresses';
import { addressDisplay } from '../../../src/domain/address/address-display';
import { formatZipCode } from '../../../src/domain/address/zip-code';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { pathFor } from '../../routes/path-for';
import '../../styles/profile.css';
import '../../styles/status-badge.css';

/** What the add and edit pages leave in the router state for the list to announce. */
export interface AddressListNotice {
  addressNotice: 'saved';
}

type LoadState = 'loading' | 'ready' | 'error';
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The address written by the display rule of spec §5. */
export function addressLine(address: Pick<Address, 'street' | 'number'>): string {
  return addressDisplay({ address: address.street, addressNumber: address.number });
}

/** The second line: complement, neighbourhood, city – state, CEP. */
function addressDetail(address: Address): string {
  const zip = address.country === 'BR' ? formatZipCode(address.zipCode) : address.zipCode;
  return [address.complement, address.neighborhood, `${address.city} – ${address.state}`, zip]
    .filter((part) => part !== null && part !== '')
    .join(', ');
}

function isSavedNotice(state: unknown): state is AddressListNotice {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<AddressListNotice>).addressNotice === 'saved'
  );
}

/** `/:identifier/app/profile/address`. */
export function AddressListPage() {
  const { t } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const location = useLocation();
  const [load, setLoad] = useState<LoadState>('loading');
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    isSavedNotice(location.state) ? { tone: 'success', text: t('addresses.saved') } : null,
  );
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focusOutcome = useRef(false);
  const cpf = user?.cpf;
  const cnpj = user?.cnpj;

  useEffect(() => {
    if (!cpf && !cnpj) return undefined;
    let live = true;
    setLoad('loading');
    api.customers.addresses.list({ cpf, cnpj }).then(
      (list) => {
        if (!live) return;
        setAddresses(list);
        setLoad('ready');
      },
      () => live && setLoad('error'),
    );
    return () => {
      live = false;
    };
  }, [api, cpf, cnpj]);

  useEffect(() => {
    if (!focusOutcome.current || confirming) return;
    focusOutcome.current = false;
    outcomeRef.current?.focus();
  }, [outcome, confirming]);

  async function remove(address: Address) {
    setDeleting(true);
    try {
      await api.customers.addresses.remove({ cpf, cnpj }, address.id);
      setAddresses((list) => list.filter((item) => item.id !== address.id));
      setExpanded(null);
      setOutcome({ tone: 'success', text: t('common:profile.addressDeleteSuccess') });
    } catch {
      setOutcome({ tone: 'error', text: t('common:profile.addressDeleteError') });
    } finally {
      setDeleting(false);
      focusOutcome.current = true;
      setConfirming(null);
    }
  }

  return (
    <div className="profile-page">
      <header className="profile-page__head">
        <Link className="profile-page__back" to={pathFor('profile-home', { identifier })}>
          {t('profile.back')}
        </Link>
        <h1 className="profile-page__title">{t('addresses.title')}</h1>
        <p className="profile-page__lead">{t('addresses.lead')}</p>
      </header>

      <div>
        <Link
          className="button button--primary"
          to={pathFor('profile-address-new-address', { identifier })}
        >
          {t('addresses.add')}
        </Link>
      </div>

      {outcome ? (
        <Notice tone={outcome.tone} ref={outcomeRef} id="address-outcome">
          {outcome.text}
        </Notice>
      ) : null}

      {load === 'loading' ? (
        <p role="status" className="profile-page__lead">
          {t('loading')}
        </p>
      ) : null}
      {load === 'error' ? <Notice tone="error">{t('addresses.loadError')}</Notice> : null}
      {load === 'ready' && addresses.length === 0 ? (
        <p className="empty-state">{t('addresses.empty')}</p>
      ) : null}
      {load === 'ready' && addresses.length > 0 ? (
        <ul className="address-list" aria-label={t('addresses.title')}>
          {addresses.map((address) => {
            const open = expanded === address.id;
            const panelId = `address-actions-${address.id}`;
            return (
              <li key={address.id} className="address-item" data-testid="address-item">
                <button
                  type="button"
                  className="address-item__toggle"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setExpanded(open ? null : address.id)}
                >
                  <span className="address-item__text">
                    <span className="address-item__name">
                      {address.nickname}
                      {address.default ? (
                        <span className="status-badge status-badge--neutral">
                          {t('addresses.default')}
                        </span>
                      ) : null}
                    </span>
                    <span className="address-item__line">{addressLine(address)}</span>
                    <span className="address-item__muted">{addressDetail(address)}</span>
                  </span>
                  <span className="address-item__chevron" aria-hidden="true" />
                </button>
                {open ? (
                  <div
                    id={panelId}
                    className="address-item__actions"
                    role="group"
                    aria-label={t('addresses.actions', { name: address.nickname })}
                  >
                    <Link
                      className="button button--secondary"
                      to={pathFor('profile-address-edit-address', { identifier, id: address.id })}
                    >
                      {t('addresses.edit')}
                    </Link>
                    <Button variant="ghost" onClick={() => setConfirming(address)}>
                      {t('addresses.delete')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      <Modal
        open={confirming !== null}
        role="alertdialog"
        title={t('addresses.confirmTitle')}
        onClose={deleting ? undefined : () => setConfirming(null)}
        actions={
          <>
            <Button variant="secondary" data-autofocus onClick={() => setConfirming(null)}>
              {t('addresses.confirmNo')}
            </Button>
            <button
              type="button"
              className="button button--danger"
              aria-busy={deleting || undefined}
              disabled={deleting}
              onClick={() => confirming && void remove(confirming)}
            >
              {t('addresses.confirmYes')}
            </button>
          </>
        }
      >
        {confirming ? (
          <p>
            <strong>{confirming.nickname}</strong> — {addressLine(confirming)}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}

/**
 * The update-profile modal, 'Atualização cadastral' (spec platform §2.3, §4 "Compliance"): while
 * the signed-in user's `needsComplianceUpdate` is true, every private screen but the profile
 * data itself shows 'Para continuar operando na plataforma, atualize seu cadastro' with
 * Continuar (to the profile data, where the record is updated) and Sair (sign out, to the
 * correspondent's public home, design §4). It must be answered: Escape does not close it.
 * @module
 */
import { useMatches, useNavigate } from 'react-router';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useSession } from '../../app/session';
import type { RouteHandle } from '../../routes/route-handle';
import { pathFor } from '../../routes/path-for';
import { Button } from '../Button';
import { Modal } from '../Modal';

/** Screens where the modal stays out of the way: the one that resolves it. */
const EXEMPT_ROUTES: ReadonlySet<string> = new Set(['profile-data']);

/** Shows the update-profile modal when the session asks for it; see the module note. */
export function UpdateProfileModal() {
  const { t } = useLocale();
  const { user, signOut } = useSession();
  const { identifier } = useCorrespondent();
  const navigate = useNavigate();
  const matches = useMatches();
  const exempt = matches.some((match) => {
    const handle = match.handle as RouteHandle | undefined;
    return handle !== undefined && EXEMPT_ROUTES.has(handle.name);
  });
  const open = user?.needsComplianceUpdate === true && !exempt;

  async function exit() {
    await signOut().catch(() => undefined);
    void navigate(pathFor('public-home', { identifier }));
  }

  return (
    <Modal
      open={open}
      role="alertdialog"
      className="compliance-modal"
      title={t('complianceModal.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => void exit()}>
            {t('complianceModal.exit')}
          </Button>
          <Button
            data-autofocus
            onClick={() => void navigate(pathFor('profile-data', { identifier }))}
          >
            {t('complianceModal.continue')}
          </Button>
        </>
      }
    >
      <p>{t('complianceModal.message')}</p>
    </Modal>
  );
}

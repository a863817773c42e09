/**
 * Disabled correspondent page (spec platform §2.3): the correspondent's name and phone in the
 * spec's message.
 * @module
 */
import { initialsOf } from '../../widgets/shared/initials';
import { useCorrespondent } from '../app/correspondent-context';
import { useLocale } from '../app/locale';
import { MessagePage } from '../components/MessagePage';
import { telHref } from '../components/social-links';

/** `/:identifier/disabled-correspondent`. */
export function DisabledCorrespondentPage() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  const phone = correspondent.phone?.trim() || t('disabled.noPhone');
  return (
    <MessagePage title={t('disabled.title')} mark={initialsOf(correspondent.name)}>
      <p className="message-card__lead" data-testid="disabled-message">
        {t('disabled.message', { name: correspondent.name, phone })}
      </p>
      {correspondent.phone ? (
        <a className="button button--primary" href={telHref(correspondent.phone)}>
          {correspondent.phone}
        </a>
      ) : null}
    </MessagePage>
  );
}

/**
 * The six-level password strength meter (spec platform §4 "Password strength": none, very low,
 * low, medium, high, excellent) with, optionally, the policy's rules ticked as they are met
 * (spec §5 "Password"). The meter is advice; the policy decides acceptance.
 * @module
 */
import {
  PASSWORD_RULE_CODES,
  PASSWORD_RULE_MESSAGES,
  passwordViolations,
} from '../../src/domain/identity/password-policy';
import {
  PASSWORD_STRENGTH_LEVELS,
  PASSWORD_STRENGTH_MESSAGES,
  passwordStrength,
} from '../../src/domain/identity/password-strength';
import { useLocale } from '../app/locale';
import '../styles/forms.css';

/** Props of {@link PasswordStrengthMeter}. */
export interface PasswordStrengthMeterProps {
  /** The password being typed. */
  password: string;
  /** Also list the policy's rules, each ticked once met. */
  showRules?: boolean;
  /** Id of the rules list (for the password input's `aria-describedby`). */
  rulesId?: string;
}

/** The strength bar, its level's name and (optionally) the policy's rules. */
export function PasswordStrengthMeter({
  password,
  showRules,
  rulesId,
}: PasswordStrengthMeterProps) {
  const { t } = useLocale();
  const { level } = passwordStrength(password);
  const filled = PASSWORD_STRENGTH_LEVELS.indexOf(level);
  const levelName = t(`common:${PASSWORD_STRENGTH_MESSAGES[level]}`);
  const label = t('common:passwordStrength.label');
  const broken = new Set(passwordViolations(password));
  return (
    <>
      <div className="strength" data-level={level}>
        <div
          className="strength__bar"
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={PASSWORD_STRENGTH_LEVELS.length - 1}
          aria-valuenow={filled}
          aria-valuetext={levelName}
        >
          {PASSWORD_STRENGTH_LEVELS.slice(1).map((name, index) => (
            <span
              key={name}
              className={
                index < filled ? 'strength__segment strength__segment--on' : 'strength__segment'
              }
            />
          ))}
        </div>
        <span className="strength__label" aria-hidden="true">
          {label}: <strong>{levelName}</strong>
        </span>
      </div>
      {showRules ? (
        <ul className="rules" id={rulesId}>
          {PASSWORD_RULE_CODES.map((code) => {
            const met = password !== '' && !broken.has(code);
            return (
              <li key={code} data-met={met}>
                {t(`common:${PASSWORD_RULE_MESSAGES[code]}`)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

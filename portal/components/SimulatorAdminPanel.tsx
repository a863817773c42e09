/**
 * The administrator's part of the simulator (spec operations §2.3 "Admin simulator control",
 * §5.1 "Admin spread", §6.5; spec platform §6 Administrator): the quotation's profitability,
 * spread and spread with discount; a spread of their own (`spreadMaster`); and "Enter admin
 * code" with "validate token", answered "Valid" or with the API's 'The token entered is not
 * valid!'. A spread below the correspondent's minimum is quoted only with a valid code: without
 * one the panel refuses it beside its field, in the rule's words ('A spread below the minimum of
 * 0.50% requires a validated manager token'), and the field goes back to the spread in force
 * rather than showing a spread that is not applied (issue 19, item 8). The minimum comes from
 * `GET /v2/exchanges/admin/spread-settings`; until it is known the API refuses it the same way.
 *
 * Rendered by the simulator widget inside its shadow root (the `adminPanel` slot of
 * `widgets/simulator/admin-slot.ts`), so it uses the widget's classes; its own few rules are
 * `simulatorAdminStyles` (./simulator-admin-styles), which the embed adds to the widget's sheet.
 * The embed loads this module only for an administrator (React.lazy). It lives in the
 * portal, the only place with administrators, so the public widget bundle carries none of it.
 * @module
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { minorToDecimalString, parseDecimalToMinor } from '../../src/domain/money/money';
import type { SimulatorAdminProps } from '../../widgets/simulator/admin-slot';
import { formatPercent, formatWire } from '../../widgets/simulator/format';
import { apiErrorMessage } from '../app/api-message';
import { useLocale } from '../app/locale';
import { useServices } from '../app/services';

/** A spread typed as a percentage: digits and one '.', at most 2 decimals, below 100. */
function cleanSpread(text: string): string {
  const clean = text.replace(/[^\d.]/g, '');
  const [units = '', ...rest] = clean.split('.');
  const decimals = rest.join('').slice(0, 2);
  return `${units.slice(0, 2)}${clean.includes('.') ? `.${decimals}` : ''}`;
}

/** A spread text in whole hundredths of a percent (basis points): '0.25' is 25, '' is 0. */
function hundredthsOf(text: string): number {
  return parseDecimalToMinor(text || '0', 2, 'down') ?? 0;
}

/** `spreadMaster` as the API takes it ('' for the correspondent's spread). */
function spreadQuery(text: string): string {
  const hundredths = hundredthsOf(text);
  return hundredths > 0 ? minorToDecimalString(hundredths, 2) : '';
}

/**
 * Whether `spreadMaster` needs a manager token: a spread of the administrator's own below the
 * correspondent's minimum (percent); '' (the correspondent's spread) never does.
 */
export function isBelowMinimumSpread(spreadMaster: string, minimumPercentage: number): boolean {
  const hundredths = hundredthsOf(spreadMaster);
  return hundredths > 0 && hundredths < Math.round(minimumPercentage * 100);
}

type TokenState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'valid'; token: string; minimum: number }
  | { status: 'invalid'; message: string };

/** The administrator's part of one simulator. */
export function SimulatorAdminPanel(props: SimulatorAdminProps): ReactNode {
  const { t } = useLocale();
  const { api } = useServices();
  const { idPrefix, quotation, locale, onAdminQuery, validateToken } = props;
  const [spread, setSpread] = useState('');
  const [applied, setApplied] = useState('');
  const [code, setCode] = useState('');
  const [token, setToken] = useState<TokenState>({ status: 'none' });
  // The correspondent's minimum spread, percent, once known.
  const [minimum, setMinimum] = useState<number | undefined>();
  // The spread last refused for want of a manager token, as typed.
  const [refused, setRefused] = useState('');
  const ids = {
    title: `${idPrefix}-admin-title`,
    spread: `${idPrefix}-admin-spread`,
    spreadHint: `${idPrefix}-admin-spread-hint`,
    spreadError: `${idPrefix}-admin-spread-error`,
    code: `${idPrefix}-admin-code`,
    codeMessage: `${idPrefix}-admin-code-message`,
  };
  const validToken = token.status === 'valid' ? token.token : '';
  const knownMinimum = token.status === 'valid' ? token.minimum : minimum;
  const figures = quotation?.admin;

  useEffect(() => {
    let live = true;
    // Without it the API still refuses a spread below the minimum, only at the top.
    api.adminSpread.settings().then(
      (settings) => live && setMinimum(settings.minimumSpreadPercentage),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  const applySpread = (event?: FormEvent) => {
    event?.preventDefault();
    const spreadMaster = spreadQuery(spread);
    if (
      !validToken &&
      knownMinimum !== undefined &&
      isBelowMinimumSpread(spreadMaster, knownMinimum)
    ) {
      // Refused here, beside the field, and the field shows the spread in force again.
      setRefused(spread);
      setSpread(applied);
      return;
    }
    // Unchanged (the blur before a click on Apply, say): the refusal, if any, stays said.
    if (spreadMaster === applied) return;
    setRefused('');
    setApplied(spreadMaster);
    onAdminQuery({ spreadMaster, bypassLimitToken: validToken });
  };

  const validate = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    setToken({ status: 'checking' });
    try {
      const answer = await validateToken(typed);
      setToken({ status: 'valid', token: typed, minimum: answer.minimumSpreadPercentage });
      // The spread refused for want of this code is applied now.
      const wanted = refused || spread;
      setRefused('');
      setSpread(wanted);
      onAdminQuery({ spreadMaster: spreadQuery(wanted), bypassLimitToken: typed });
      setApplied(spreadQuery(wanted));
    } catch (error) {
      setToken({
        status: 'invalid',
        message: apiErrorMessage(error) ?? t('simulatorAdmin.failed'),
      });
      // A code that stopped being valid is not sent any more.
      if (validToken) onAdminQuery({ spreadMaster: applied, bypassLimitToken: '' });
    }
  };

  return (
    <section className="fx-admin" part="admin" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="fx-admin-title">
        {t('simulatorAdmin.title')}
      </h3>
      {figures && (
        <dl className="fx-rows">
          <div className="fx-row">
            <dt>{t('simulatorAdmin.profitability')}</dt>
            <dd>{formatWire(figures.profitability, locale, 2)}</dd>
          </div>
          <div className="fx-row">
            <dt>{t('simulatorAdmin.spread')}</dt>
            <dd>{formatPercent(figures.spreadPercentage, locale)}</dd>
          </div>
          <div className="fx-row">
            <dt>{t('simulatorAdmin.spreadWithDiscount')}</dt>
            <dd>{formatPercent(figures.spreadWithDiscountPercentage, locale)}</dd>
          </div>
        </dl>
      )}
      <form className="fx-field" onSubmit={applySpread}>
        <label className="fx-label" htmlFor={ids.spread}>
          {t('simulatorAdmin.spreadMaster')}
        </label>
        <div className="fx-inline">
          <input
            id={ids.spread}
            className="fx-input"
            inputMode="decimal"
            autoComplete="off"
            // Empty: the spread in force is the correspondent's, as the quote says.
            placeholder={
              figures && !applied
                ? minorToDecimalString(Math.round(figures.spreadPercentage * 100), 2)
                : '0.00'
            }
            value={spread}
            aria-invalid={refused !== ''}
            aria-describedby={refused ? `${ids.spreadError} ${ids.spreadHint}` : ids.spreadHint}
            onChange={(event) => {
              setSpread(cleanSpread(event.currentTarget.value));
              setRefused('');
            }}
            onBlur={() => applySpread()}
          />
          <button type="submit" className="fx-button" data-variant="secondary">
            {t('simulatorAdmin.applySpread')}
          </button>
        </div>
        {refused && knownMinimum !== undefined && (
          <p id={ids.spreadError} className="fx-message" data-tone="danger" role="alert">
            {t('simulatorAdmin.belowMinimum', {
              spread: formatPercent(hundredthsOf(refused) / 100, locale),
              minimum: formatPercent(knownMinimum, locale),
            })}
          </p>
        )}
        <p id={ids.spreadHint} className="fx-hint">
          {token.status === 'valid'
            ? t('simulatorAdmin.minimumSpread', { minimum: formatPercent(token.minimum, locale) })
            : t('simulatorAdmin.spreadMasterHint')}
        </p>
      </form>
      <form className="fx-field" onSubmit={(event) => void validate(event)}>
        <label className="fx-label" htmlFor={ids.code}>
          {t('simulatorAdmin.adminCode')}
        </label>
        <div className="fx-inline">
          <input
            id={ids.code}
            className="fx-input"
            autoComplete="off"
            spellCheck={false}
            value={code}
            aria-invalid={token.status === 'invalid'}
            aria-describedby={ids.codeMessage}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <button
            type="submit"
            className="fx-button"
            data-variant="secondary"
            disabled={token.status === 'checking'}
          >
            {t('simulatorAdmin.validateToken')}
          </button>
        </div>
        <p
          id={ids.codeMessage}
          className="fx-message"
          role="status"
          data-tone={token.status === 'invalid' ? 'danger' : 'success'}
        >
          {token.status === 'checking' && t('simulatorAdmin.validating')}
          {token.status === 'valid' && t('simulatorAdmin.valid')}
          {token.status === 'invalid' && token.message}
        </p>
      </form>
    </section>
  );
}

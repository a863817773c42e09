/**
 * The processing loader shown while an operation is created (spec operations §2.5): 'Validating
 * data...', 'Confirming data...', 'Creating operation...', in turn. Shared by every summary.
 * @module
 */
import { useLocale } from '../../app/locale';

/** The loader's messages, in turn (spec operations §2.5). */
export const PROCESSING_STEPS = [
  'common:checkout.processing.validating',
  'common:checkout.processing.confirming',
  'common:checkout.processing.creating',
] as const;

/** How long each of the first two loader messages stays at least, ms. */
export const PROCESSING_STEP_MS = 700;

/** The loader at step `phase` (0–2). */
export function ProcessingLoader({ phase }: { phase: number }) {
  const { t } = useLocale();
  return (
    <div className="loading-overlay checkout-processing" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <ol className="checkout-processing__steps">
        {PROCESSING_STEPS.map((key, index) => (
          <li
            key={key}
            className={`checkout-processing__step checkout-processing__step--${
              index < phase ? 'done' : index === phase ? 'current' : 'todo'
            }`}
            aria-current={index === phase ? 'step' : undefined}
          >
            {index < phase ? '✓ ' : ''}
            {t(key)}
          </li>
        ))}
      </ol>
    </div>
  );
}

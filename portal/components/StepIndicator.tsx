/**
 * The stepper header (ui-guide "stepper header ('Step n/total')"): the steps as an ordered list,
 * the current one marked `aria-current="step"`, done ones ticked, and "Step n of total".
 * @module
 */
import '../styles/forms.css';

/** Props of {@link StepIndicator}. */
export interface StepIndicatorProps {
  /** The steps' names, in order. */
  labels: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
  /** "Step n of total", already translated. */
  caption: string;
  /** The list's accessible name. */
  label: string;
}

/** Numbered steps with the current one highlighted. */
export function StepIndicator({ labels, current, caption, label }: StepIndicatorProps) {
  return (
    <div className="steps">
      <p className="steps__caption">{caption}</p>
      <ol className="steps__list" aria-label={label}>
        {labels.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              className={`steps__item steps__item--${state}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="steps__dot" aria-hidden="true">
                {index < current ? '✓' : index + 1}
              </span>
              <span className="steps__name">{name}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

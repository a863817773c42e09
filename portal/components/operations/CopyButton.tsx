/**
 * A copy-to-clipboard button with its own success or error feedback (spec operations §2.5 "the
 * copy-paste code", §2.7 "copying … reports success or error"): the outcome is announced in a
 * polite live region beside the button and fades after a few seconds.
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../app/locale';
import { Button } from '../Button';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text to copy. */
  value: string;
  /** What is copied, for the button's accessible name ('Copy PIX key'). */
  label: string;
  /** Visible caption; 'Copy' by default. */
  caption?: string;
  /** Look of the button. */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Full width. */
  block?: boolean;
}

/** Writes `text` to the clipboard; rejects when the browser refuses or has no clipboard. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** A button that copies `value` and says whether it worked. */
export function CopyButton({
  value,
  label,
  caption,
  variant = 'secondary',
  block,
}: CopyButtonProps) {
  const { t } = useLocale();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await copyText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
    timer.current = setTimeout(() => setOutcome(null), 4000);
  }

  return (
    <span className="copy-button">
      <Button
        variant={variant}
        block={block}
        onClick={() => void copy()}
        aria-label={t('operations.payment.copyNamed', { 0: label })}
      >
        {caption ?? t('operations.payment.copy')}
      </Button>
      <span
        role="status"
        className={
          outcome === 'failed'
            ? 'copy-button__feedback copy-button__feedback--error'
            : 'copy-button__feedback'
        }
      >
        {outcome === 'copied' ? t('operations.payment.copied') : null}
        {outcome === 'failed' ? t('operations.payment.copyError') : null}
      </span>
    </span>
  );
}

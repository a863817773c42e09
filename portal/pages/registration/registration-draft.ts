/**
 * The stepper's draft in sessionStorage, per correspondent: a reload or a visit to another page
 * of the tab keeps what was typed and the step reached. Passwords are never stored (a reload
 * asks for them again); the draft is dropped once the registration is done.
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import {
  REGISTRATION_STEPS,
  emptyRegistrationForm,
  storableForm,
  type RegistrationFormValue,
  type RegistrationStep,
} from '../../forms/registration-form';
import { browserStorage } from '../../app/browser-storage';

/** What the draft keeps. */
export interface RegistrationDraft {
  step: RegistrationStep;
  value: RegistrationFormValue;
  /** The address the code was sent to, once registered. */
  registeredEmail?: string;
}

/** The sessionStorage key of a correspondent's draft. */
export function draftKey(identifier: string): string {
  return `fx.registration.${identifier.toLowerCase()}`;
}

/** Reads a stored draft; anything unreadable starts afresh. */
export function readDraft(identifier: string): RegistrationDraft {
  const fresh: RegistrationDraft = { step: 'personal', value: emptyRegistrationForm() };
  try {
    const text = browserStorage('sessionStorage')?.getItem(draftKey(identifier));
    if (!text) return fresh;
    const parsed = JSON.parse(text) as Partial<RegistrationDraft>;
    const step = REGISTRATION_STEPS.includes(parsed.step as RegistrationStep)
      ? (parsed.step as RegistrationStep)
      : 'personal';
    const empty = emptyRegistrationForm();
    const value: RegistrationFormValue = {
      ...empty,
      ...(parsed.value ?? {}),
      address: { ...empty.address, ...(parsed.value?.address ?? {}) },
      password: '',
      confirmationPassword: '',
    };
    // The code step needs the address it was sent to; without it, back to the form.
    if (step === 'confirmation' && !parsed.registeredEmail) {
      return { step: 'complementary', value };
    }
    return {
      step: step === 'done' ? 'personal' : step,
      value,
      registeredEmail: parsed.registeredEmail,
    };
  } catch {
    return fresh;
  }
}

/** Writes the draft without the passwords. */
export function writeDraft(identifier: string, draft: RegistrationDraft): void {
  try {
    browserStorage('sessionStorage')?.setItem(
      draftKey(identifier),
      JSON.stringify({ ...draft, value: storableForm(draft.value) }),
    );
  } catch {
    // Storage full or blocked: the stepper still works, a reload starts over.
  }
}

/** Forgets the draft. */
export function clearDraft(identifier: string): void {
  try {
    browserStorage('sessionStorage')?.removeItem(draftKey(identifier));
  } catch {
    // Nothing to forget.
  }
}

/** The draft as React state, saved on every change and dropped at the done step. */
export function useRegistrationDraft(identifier: string) {
  const [draft, setDraft] = useState<RegistrationDraft>(() => readDraft(identifier));
  useEffect(() => {
    if (draft.step === 'done') clearDraft(identifier);
    else writeDraft(identifier, draft);
  }, [identifier, draft]);
  const update = useCallback(
    (patch: Partial<RegistrationDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const setValue = useCallback(
    (change: (value: RegistrationFormValue) => RegistrationFormValue) =>
      setDraft((current) => ({ ...current, value: change(current.value) })),
    [],
  );
  return { draft, update, setValue };
}

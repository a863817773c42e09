import { describe, expect, test } from 'vitest';
import {
  canJumpTo,
  checkoutStep,
  checkoutStepLabel,
  createCheckoutNavigation,
  isCheckoutComplete,
  jumpToSection,
  nextSection,
  previousSection,
  requiredSections,
  resetSection,
  sectionOf,
  setSectionValid,
  withCheckoutContext,
  type CheckoutNavigation,
} from '../../../../src/domain/checkout/navigation';
import type { CheckoutSectionName } from '../../../../src/domain/checkout/sections';
import {
  CHECKOUT_STORAGE_KEY,
  persistedCheckoutData,
} from '../../../../src/domain/checkout/checkout-state';

const outbound = { kind: 'remittance-outbound', purposeCode: 'MAINTENANCE' } as const;

/** Marks the current section valid and continues. */
function complete(state: CheckoutNavigation): CheckoutNavigation {
  return nextSection(setSectionValid(state, state.currentSectionName, true));
}

/** Walks an outbound checkout to its `n`-th required section (0-based). */
function walkTo(n: number): CheckoutNavigation {
  let state = createCheckoutNavigation(outbound);
  for (let i = 0; i < n; i += 1) state = complete(state);
  return state;
}

function flags(state: CheckoutNavigation, name: CheckoutSectionName) {
  const { shown, expanded, invalid } = sectionOf(state, name);
  return { shown, expanded, invalid };
}

describe('a new checkout', () => {
  const state = createCheckoutNavigation(outbound);

  test('opens on the simulator, step 1 of the required sections', () => {
    expect(state.currentSectionName).toBe('simulator');
    expect(state.navigationIndex).toBe(0);
    expect(checkoutStepLabel(state)).toBe('1/5');
    expect(checkoutStep(state)).toEqual({ current: 1, total: 5 });
  });

  test('marks the operation’s sections required and the others not', () => {
    expect(requiredSections(state)).toEqual([
      'simulator',
      'beneficiary',
      'purposeCode',
      'documents',
      'paymentMethods',
    ]);
    expect(sectionOf(state, 'investments').required).toBe(false);
  });

  test('shows only the simulator, expanded and valid', () => {
    expect(flags(state, 'simulator')).toEqual({ shown: true, expanded: true, invalid: false });
    expect(flags(state, 'beneficiary')).toEqual({ shown: false, expanded: false, invalid: true });
  });

  test('is not complete', () => {
    expect(isCheckoutComplete(state)).toBe(false);
  });
});

describe('next', () => {
  test('collapses the current section and shows and expands the next required one', () => {
    const state = nextSection(createCheckoutNavigation(outbound));
    expect(state.currentSectionName).toBe('beneficiary');
    expect(state.navigationIndex).toBe(1);
    expect(checkoutStepLabel(state)).toBe('2/5');
    expect(flags(state, 'simulator')).toEqual({ shown: true, expanded: false, invalid: false });
    expect(flags(state, 'beneficiary')).toEqual({ shown: true, expanded: true, invalid: true });
  });

  test('skips sections that are not required', () => {
    const state = walkTo(1);
    const after = complete(state);
    expect(after.currentSectionName).toBe('purposeCode');
    expect(sectionOf(after, 'investments').shown).toBe(false);
    expect(sectionOf(after, 'identifierCode').shown).toBe(false);
  });

  test('does nothing while the current section is invalid', () => {
    const state = walkTo(1);
    expect(nextSection(state)).toBe(state);
  });

  test('does nothing at the last required section', () => {
    const last = setSectionValid(walkTo(4), 'paymentMethods', true);
    expect(last.currentSectionName).toBe('paymentMethods');
    expect(checkoutStepLabel(last)).toBe('5/5');
    expect(nextSection(last)).toBe(last);
  });

  test('a checkout whose required sections are all valid is complete', () => {
    const last = setSectionValid(walkTo(4), 'paymentMethods', true);
    expect(isCheckoutComplete(last)).toBe(true);
  });
});

describe('previous', () => {
  test('goes back one required section, collapsing the current one', () => {
    const state = previousSection(walkTo(2));
    expect(state.currentSectionName).toBe('beneficiary');
    expect(state.navigationIndex).toBe(1);
    expect(flags(state, 'beneficiary')).toEqual({ shown: true, expanded: true, invalid: false });
    expect(flags(state, 'purposeCode')).toEqual({ shown: true, expanded: false, invalid: true });
  });

  test('does nothing at the first section', () => {
    const state = createCheckoutNavigation(outbound);
    expect(previousSection(state)).toBe(state);
  });

  test('keeps what later sections hold, so next returns to them', () => {
    const back = previousSection(previousSection(walkTo(3)));
    expect(back.currentSectionName).toBe('beneficiary');
    expect(sectionOf(back, 'purposeCode').invalid).toBe(false);
    expect(complete(back).currentSectionName).toBe('purposeCode');
  });
});

describe('jump to a section', () => {
  test('opens the section and collapses, hides and invalidates every later required one', () => {
    const end = setSectionValid(walkTo(4), 'paymentMethods', true);
    const state = jumpToSection(end, 'beneficiary');
    expect(state.currentSectionName).toBe('beneficiary');
    expect(state.navigationIndex).toBe(1);
    expect(checkoutStepLabel(state)).toBe('2/5');
    expect(flags(state, 'beneficiary')).toEqual({ shown: true, expanded: true, invalid: false });
    for (const name of ['purposeCode', 'documents', 'paymentMethods'] as const) {
      expect(flags(state, name)).toEqual({ shown: false, expanded: false, invalid: true });
    }
    expect(flags(state, 'simulator')).toEqual({ shown: true, expanded: false, invalid: false });
    expect(isCheckoutComplete(state)).toBe(false);
  });

  test('to the first section invalidates everything after it', () => {
    const state = jumpToSection(walkTo(3), 'simulator');
    expect(state.currentSectionName).toBe('simulator');
    expect(requiredSections(state).filter((name) => sectionOf(state, name).shown)).toEqual([
      'simulator',
    ]);
  });

  test('is refused for a section not reached yet', () => {
    const state = walkTo(1);
    expect(canJumpTo(state, 'documents')).toBe(false);
    expect(jumpToSection(state, 'documents')).toBe(state);
  });

  test('is refused for a section the operation does not require', () => {
    const state = walkTo(3);
    expect(canJumpTo(state, 'investments')).toBe(false);
    expect(jumpToSection(state, 'investments')).toBe(state);
  });

  test('to a later section already reached (after going back) hides the ones after it', () => {
    const back = previousSection(previousSection(walkTo(3)));
    const state = jumpToSection(back, 'purposeCode');
    expect(state.currentSectionName).toBe('purposeCode');
    expect(flags(state, 'beneficiary').expanded).toBe(false);
    expect(flags(state, 'documents')).toEqual({ shown: false, expanded: false, invalid: true });
  });
});

describe('reset a section', () => {
  test('restores its initial flags but keeps its invalid flag', () => {
    const state = walkTo(2);
    const reset = resetSection(state, 'beneficiary');
    expect(flags(reset, 'beneficiary')).toEqual({ shown: false, expanded: false, invalid: false });
    expect(sectionOf(reset, 'beneficiary').required).toBe(true);
  });

  test('keeps an invalid section invalid', () => {
    const state = walkTo(1);
    expect(flags(resetSection(state, 'beneficiary'), 'beneficiary').invalid).toBe(true);
  });

  test('the simulator goes back to shown and expanded', () => {
    const state = resetSection(walkTo(2), 'simulator');
    expect(flags(state, 'simulator')).toEqual({ shown: true, expanded: true, invalid: false });
  });

  test('leaves the other sections alone', () => {
    const state = walkTo(2);
    const reset = resetSection(state, 'beneficiary');
    expect(sectionOf(reset, 'purposeCode')).toEqual(sectionOf(state, 'purposeCode'));
  });
});

describe('a change of the operation’s choices', () => {
  test('choosing INVESTMENTS swaps the beneficiary for the broker sections', () => {
    const state = withCheckoutContext(createCheckoutNavigation(outbound), {
      kind: 'remittance-outbound',
      purposeCode: 'INVESTMENTS',
    });
    expect(requiredSections(state)).toEqual([
      'simulator',
      'investments',
      'identifierCode',
      'purposeCode',
      'documents',
      'paymentMethods',
    ]);
    expect(checkoutStepLabel(state)).toBe('1/6');
  });

  test('choosing a credit card adds its section after the payment methods', () => {
    const atPayment = walkTo(4);
    const state = withCheckoutContext(atPayment, { ...outbound, paymentMethod: 'CREDIT_CARD' });
    expect(state.currentSectionName).toBe('paymentMethods');
    expect(checkoutStepLabel(state)).toBe('5/6');
    expect(complete(state).currentSectionName).toBe('creditCard');
  });

  test('a current section that stops being required hands over to the one before it', () => {
    const card = withCheckoutContext(walkTo(4), { ...outbound, paymentMethod: 'CREDIT_CARD' });
    const onCard = complete(card);
    const state = withCheckoutContext(onCard, { ...outbound, paymentMethod: 'PIX' });
    expect(state.currentSectionName).toBe('paymentMethods');
    expect(state.navigationIndex).toBe(4);
    expect(flags(state, 'paymentMethods').expanded).toBe(true);
    expect(flags(state, 'creditCard')).toEqual({ shown: false, expanded: false, invalid: true });
    expect(sectionOf(state, 'creditCard').required).toBe(false);
  });
});

describe('the persisted checkout', () => {
  test('keeps operationData and paymentData under checkoutData', () => {
    expect(CHECKOUT_STORAGE_KEY).toBe('checkoutData');
    const state = {
      navigation: createCheckoutNavigation(outbound),
      operationData: { id: 7 },
      publicOperationData: null,
      paymentData: { method: 'PIX' },
      transactionID: 'tx',
    };
    expect(persistedCheckoutData(state)).toEqual({
      operationData: { id: 7 },
      paymentData: { method: 'PIX' },
    });
  });
});

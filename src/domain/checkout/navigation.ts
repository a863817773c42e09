/**
 * The checkout's section navigation as pure functions over an immutable state (spec operations
 * §3.9, §4.7): next, previous, jump to a section, reset a section, the 'Step n/total' label.
 *
 * Rules (spec §4.7, with the decisions the spec leaves open marked "decision"):
 * - navigation moves only through required sections; the step is `n/total` over them;
 * - next collapses the current section, then shows and expands the next required one; at the
 *   last section nothing happens; decision: nor while the current section is invalid (its
 *   CONTINUE is what moves on);
 * - previous goes back one required section (collapsing the current one, expanding the earlier
 *   one); at the first section nothing happens;
 * - jump goes to a named section, which must be required and already reached (shown): every
 *   later required section is collapsed, hidden and reset to invalid; any other target is
 *   refused (the state is returned unchanged);
 * - resetting a section restores its initial flags except its invalid flag;
 * - decision: when the operation's choices change (purpose, payment method), the required set is
 *   recomputed; sections that stop being required go back to their defaults, and a current
 *   section that stops being required hands over to the closest required one before it.
 * @module
 */
import type { CommonMessageKey } from '../identity/message-key';
import {
  CHECKOUT_SECTIONS,
  DEFAULT_SECTION_FLAGS,
  requiredSectionsFor,
  type CheckoutContext,
  type CheckoutSectionFlags,
  type CheckoutSectionName,
} from './sections';

/** One section of a checkout in progress. */
export interface CheckoutSection extends CheckoutSectionFlags {
  name: CheckoutSectionName;
}

/** Where a checkout stands (spec operations §3.9 `navigationIndex`, `currentSectionName`). */
export interface CheckoutNavigation {
  /** Every section, in checkout order. */
  sections: readonly CheckoutSection[];
  /** Zero-based position of the current section among the required ones. */
  navigationIndex: number;
  /** The section being filled in. */
  currentSectionName: CheckoutSectionName;
}

function initialFlags(name: CheckoutSectionName, required: boolean): CheckoutSectionFlags {
  return { ...DEFAULT_SECTION_FLAGS[name], required };
}

/** A new checkout for an operation: the simulator open, every other section hidden. */
export function createCheckoutNavigation(context: CheckoutContext): CheckoutNavigation {
  const required = new Set(requiredSectionsFor(context));
  return {
    sections: CHECKOUT_SECTIONS.map((name) => ({
      name,
      ...initialFlags(name, required.has(name)),
    })),
    navigationIndex: 0,
    currentSectionName: 'simulator',
  };
}

/** The required sections' names, in order. */
export function requiredSections(state: CheckoutNavigation): CheckoutSectionName[] {
  return state.sections.filter((section) => section.required).map((section) => section.name);
}

/** One section's flags. */
export function sectionOf(state: CheckoutNavigation, name: CheckoutSectionName): CheckoutSection {
  const found = state.sections.find((section) => section.name === name);
  // Every state holds all the sections (createCheckoutNavigation); this cannot happen.
  if (!found) throw new RangeError(`Unknown checkout section ${name}`);
  return found;
}

function withSections(
  state: CheckoutNavigation,
  change: (section: CheckoutSection) => CheckoutSection,
): CheckoutSection[] {
  return state.sections.map(change);
}

function moveTo(
  state: CheckoutNavigation,
  target: CheckoutSectionName,
  extra: (section: CheckoutSection) => CheckoutSection = (section) => section,
): CheckoutNavigation {
  const order = requiredSections(state);
  const sections = withSections(state, (section) => {
    if (section.name === target) return extra({ ...section, shown: true, expanded: true });
    if (section.name === state.currentSectionName) return extra({ ...section, expanded: false });
    return extra(section);
  });
  return { sections, navigationIndex: order.indexOf(target), currentSectionName: target };
}

/**
 * CONTINUE: collapse the current section and open the next required one. Nothing happens at the
 * last section or while the current section is invalid.
 */
export function nextSection(state: CheckoutNavigation): CheckoutNavigation {
  const order = requiredSections(state);
  const position = order.indexOf(state.currentSectionName);
  const target = order[position + 1];
  if (target === undefined || sectionOf(state, state.currentSectionName).invalid) return state;
  return moveTo(state, target);
}

/** GO BACK: open the previous required section. Nothing happens at the first one. */
export function previousSection(state: CheckoutNavigation): CheckoutNavigation {
  const order = requiredSections(state);
  const position = order.indexOf(state.currentSectionName);
  const target = position > 0 ? order[position - 1] : undefined;
  if (target === undefined) return state;
  return moveTo(state, target);
}

/** Whether a jump to `name` is allowed: a required section already reached. */
export function canJumpTo(state: CheckoutNavigation, name: CheckoutSectionName): boolean {
  const section = sectionOf(state, name);
  return section.required && section.shown;
}

/**
 * Open a section already reached (the summary's Edit): every later required section is
 * collapsed, hidden and reset to invalid. A section not required or not reached is refused.
 */
export function jumpToSection(
  state: CheckoutNavigation,
  name: CheckoutSectionName,
): CheckoutNavigation {
  if (!canJumpTo(state, name)) return state;
  const order = requiredSections(state);
  const targetIndex = order.indexOf(name);
  return moveTo(state, name, (section) =>
    section.required && order.indexOf(section.name) > targetIndex
      ? { ...section, expanded: false, shown: false, invalid: true }
      : section,
  );
}

/** Marks a section valid (its data is complete) or invalid. */
export function setSectionValid(
  state: CheckoutNavigation,
  name: CheckoutSectionName,
  valid: boolean,
): CheckoutNavigation {
  return {
    ...state,
    sections: withSections(state, (section) =>
      section.name === name ? { ...section, invalid: !valid } : section,
    ),
  };
}

/**
 * Resets a section: its flags go back to their initial values (spec §4.7 table, with the
 * required flag of the current operation) except its invalid flag. The section's form data is
 * the caller's to clear.
 */
export function resetSection(
  state: CheckoutNavigation,
  name: CheckoutSectionName,
): CheckoutNavigation {
  return {
    ...state,
    sections: withSections(state, (section) =>
      section.name === name
        ? { name, ...initialFlags(name, section.required), invalid: section.invalid }
        : section,
    ),
  };
}

/**
 * Applies changed operation choices (purpose, payment method, inbound method): required flags
 * are recomputed, sections no longer required go back to their defaults, and a current section
 * no longer required hands over to the closest required section before it.
 */
export function withCheckoutContext(
  state: CheckoutNavigation,
  context: CheckoutContext,
): CheckoutNavigation {
  const required = new Set(requiredSectionsFor(context));
  const sections = withSections(state, (section) => {
    if (required.has(section.name)) return { ...section, required: true };
    return { name: section.name, ...initialFlags(section.name, false) };
  });
  let current = state.currentSectionName;
  if (!required.has(current)) {
    const before = CHECKOUT_SECTIONS.slice(0, CHECKOUT_SECTIONS.indexOf(current)).filter((name) =>
      required.has(name),
    );
    current = before[before.length - 1] ?? 'simulator';
  }
  const next: CheckoutNavigation = {
    sections: sections.map((section) =>
      section.name === current ? { ...section, shown: true, expanded: true } : section,
    ),
    navigationIndex: 0,
    currentSectionName: current,
  };
  return { ...next, navigationIndex: requiredSections(next).indexOf(current) };
}

/** The step counter: 1-based current position and the number of required sections. */
export interface CheckoutStep {
  current: number;
  total: number;
}

/** The step counter of the 'Step n/total' label (spec operations §2.4, §4.7). */
export function checkoutStep(state: CheckoutNavigation): CheckoutStep {
  return { current: state.navigationIndex + 1, total: requiredSections(state).length };
}

/** The catalogue key of the step label, with `{{current}}` and `{{total}}`. */
export const CHECKOUT_STEP_MESSAGE = 'checkout.step' as const satisfies CommonMessageKey;

/** The step as the spec writes it: `n/total`. */
export function checkoutStepLabel(state: CheckoutNavigation): string {
  const { current, total } = checkoutStep(state);
  return `${current}/${total}`;
}

/** Whether every required section is valid: the summary can show and the operation be finished. */
export function isCheckoutComplete(state: CheckoutNavigation): boolean {
  return state.sections.every((section) => !section.required || !section.invalid);
}

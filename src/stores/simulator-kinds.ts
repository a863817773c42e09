/**
 * Which simulators a customer may use (spec operations §2.2, §6.3, §6.4): the correspondent's
 * switches decide what exists, the person type what this customer may use.
 * @module
 */
import type { Correspondent } from '../contracts/correspondent';
import type { PersonType } from '../domain/pricing/purpose-codes';

/**
 * A simulator, spelled as the URL preselection gives it (spec operations §2.2: 'remittance-{type}',
 * MONEYGRAM, PAPER_MONEY).
 */
export type SimulatorKind =
  'remittance-outbound' | 'remittance-inbound' | 'PAPER_MONEY' | 'MONEYGRAM';

/** Every simulator, in the order the tabs show them. */
export const SIMULATOR_KINDS: readonly SimulatorKind[] = [
  'remittance-outbound',
  'remittance-inbound',
  'PAPER_MONEY',
  'MONEYGRAM',
];

/** The stored default simulator (spec operations §3.5). */
export const DEFAULT_SIMULATOR: SimulatorKind = 'remittance-outbound';

/** The correspondent switches the choice depends on. */
export type SimulatorSwitches = Pick<Correspondent, 'isRemittanceActive' | 'isPaperMoneyActive'>;

/**
 * The simulators offered: isRemittanceActive gives both remittance kinds, isPaperMoneyActive paper
 * money (spec operations §6.4); companies get outbound only (spec operations §6.3). The
 * money-transfer network (isMoneygramActive) has no checkout yet, so nothing offers it: no tab
 * leads to a quote that cannot be bought (issue 19, item 5).
 */
export function availableSimulators(
  switches: SimulatorSwitches,
  personType: PersonType,
): SimulatorKind[] {
  const kinds: SimulatorKind[] = [];
  if (switches.isRemittanceActive) kinds.push('remittance-outbound', 'remittance-inbound');
  if (switches.isPaperMoneyActive) kinds.push('PAPER_MONEY');
  return personType === 'LEGAL' ? kinds.filter((kind) => kind === 'remittance-outbound') : kinds;
}

/**
 * The simulator to show (design §4 "default simulator"): the one asked for when available, else
 * the current one when available, else the first available one; `undefined` when none is.
 */
export function chooseSimulator(
  available: readonly SimulatorKind[],
  ...preferred: (SimulatorKind | undefined)[]
): SimulatorKind | undefined {
  return preferred.find((kind) => kind !== undefined && available.includes(kind)) ?? available[0];
}

/** The remittance direction of a simulator, `undefined` for the others. */
export function directionOf(kind: SimulatorKind): 'OUTBOUND' | 'INBOUND' | undefined {
  if (kind === 'remittance-outbound') return 'OUTBOUND';
  if (kind === 'remittance-inbound') return 'INBOUND';
  return undefined;
}

/** Operation names a host (`data-operation`) may give, lower case, by the simulator they mean. */
const OPERATIONS: Record<string, SimulatorKind> = {
  outbound: 'remittance-outbound',
  remittance: 'remittance-outbound',
  'remittance-outbound': 'remittance-outbound',
  inbound: 'remittance-inbound',
  'remittance-inbound': 'remittance-inbound',
  'paper-money': 'PAPER_MONEY',
  papermoney: 'PAPER_MONEY',
  paper_money: 'PAPER_MONEY',
  moneygram: 'MONEYGRAM',
};

/** The simulator an operation name gives (`outbound`, `inbound`, `paper-money`, `moneygram`). */
export function parseOperation(operation: string | undefined): SimulatorKind | undefined {
  return operation ? OPERATIONS[operation.trim().toLowerCase()] : undefined;
}

/**
 * Simulator preselection from the URL (spec platform §2.2, spec operations §2.2).
 * @module
 */

/** The simulators a URL can preselect. */
export type SimulatorKind =
  'remittance-outbound' | 'remittance-inbound' | 'MONEYGRAM' | 'PAPER_MONEY';

/** Query values as `URLSearchParams` or a plain record. */
export type QueryInput = URLSearchParams | Readonly<Record<string, string | null | undefined>>;

function read(params: QueryInput, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return value === null || value === undefined ? undefined : value.trim();
}

/**
 * Which simulator the query asks for: `simulator=remittance` with `remittanceType` (lowercased)
 * gives `remittance-{type}`, `moneygram` gives MONEYGRAM, `paperMoney` gives PAPER_MONEY; absent or
 * unknown gives the spec's default here, PAPER_MONEY. A remittance without a known type gives
 * `remittance-outbound`, the stored default simulator of operations §2.2, because the visitor
 * clearly asked for a remittance.
 */
export function simulatorFromQuery(params: QueryInput): SimulatorKind {
  const simulator = read(params, 'simulator')?.toLowerCase();
  if (simulator === 'remittance') {
    const type = read(params, 'remittanceType')?.toLowerCase();
    return type === 'inbound' ? 'remittance-inbound' : 'remittance-outbound';
  }
  if (simulator === 'moneygram') return 'MONEYGRAM';
  return 'PAPER_MONEY';
}

/** Whether the query names a simulator at all (otherwise the home keeps or picks one itself). */
export function hasSimulatorQuery(params: QueryInput): boolean {
  return read(params, 'simulator') !== undefined;
}

/**
 * The simulator to hand the widget as its `operation`: the URL's choice when the query names a
 * simulator, otherwise `undefined`, so the widget's store keeps the current simulator if
 * available, else takes the first available one (spec operations §2.2 "Without the query
 * parameter"). The paper-money default of {@link simulatorFromQuery} applies only when the
 * parameter is present but unknown.
 */
export function preselectedSimulator(params: QueryInput): SimulatorKind | undefined {
  return hasSimulatorQuery(params) ? simulatorFromQuery(params) : undefined;
}

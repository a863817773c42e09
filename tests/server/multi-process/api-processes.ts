/**
 * Starts and stops real API processes (`api-process.ts`) for the multi-process suite, and calls
 * them over HTTP on 127.0.0.1. Every child started here is killed when the test process exits,
 * even after a failed test or an interrupted run, so none is left serving.
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** An HTTP answer of a child: status, headers and the parsed JSON body (undefined if none). */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A request to a child. */
export interface HttpCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

/** A running API process. */
export interface ApiProcess {
  /** A label for messages ('A', 'B'…). */
  name: string;
  port: number;
  /** Calls `path` (e.g. `/api/health`) on this process. */
  request(path: string, call?: HttpCall): Promise<HttpAnswer>;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Kills the process with SIGKILL (a crash) and waits until it is gone. */
  crash(): Promise<void>;
  /** SIGTERM (a clean stop), then SIGKILL after `graceMs`; waits until it is gone. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines the process wrote to stderr (its warnings and errors). */
  stderr(): string;
}

const SCRIPT = fileURLToPath(new URL('./api-process.ts', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** How long a child may take to compile, migrate, seed and listen. */
const START_TIMEOUT_MS = 45_000;
/** Most stderr characters kept per child (the tail is what explains a failure). */
const STDERR_KEPT = 8_000;

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Kills every child still running when this process exits, whatever the reason. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts an API process with `env` (on top of this process's environment) and waits for its
 * `{"port":…}` line.
 * @throws Error when it exits or stays silent for 45 s; the message carries its stderr
 */
export async function startApiProcess(
  name: string,
  env: Record<string, string>,
): Promise<ApiProcess> {
  installExitHook();
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env },
    // Its stdin stays open while this process lives: the child stops when it closes.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let errors = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    errors = (errors + chunk).slice(-STDERR_KEPT);
  });

  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    let listening = false;
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`API process ${name} ${why}\n${errors}`));
    };
    const timer = setTimeout(() => fail('did not start in time'), START_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      if (!listening) fail(`exited (${code ?? signal}) before listening`);
    });
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (listening) return;
      out += chunk;
      const line = out.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line === undefined) return;
      listening = true;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });

  const origin = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    async request(path, call = {}) {
      const response = await fetch(origin + path, {
        method: call.method ?? 'GET',
        headers: {
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...call.headers,
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop(graceMs = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited(child);
      clearTimeout(timer);
    },
    stderr: () => errors,
  };
}

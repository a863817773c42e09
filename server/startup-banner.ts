/**
 * What `npm start` prints once it listens: where everything is, and how to sign in.
 * @module
 */
import type { Config } from './config';
import { isLoopbackHost } from './http/loopback-host';
import { SANDBOX_MANAGER_TOKEN } from './db/seeds/sandbox-manager-tokens';
import { SANDBOX_LOGINS, SANDBOX_PASSWORD } from './db/seeds/sandbox-users';
import { SANDBOX_OPERATOR_LOGIN } from './db/seeds/sandbox-operator';
import { SANDBOX_INVITATION_RECORD } from './db/seeds/sandbox-invitation';

/**
 * The banner lines for a listening platform at `origin` (e.g. `http://localhost:8080`); `host`
 * is the interface it listens on (default: a loopback one).
 */
export function startupBanner(
  config: Pick<Config, 'mode' | 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'host'>>,
  origin: string,
): string[] {
  const database =
    config.databaseUrl === undefined ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `FX platform (${config.mode} mode, ${database})`,
    `  API           ${origin}/api  (health: ${origin}/api/health)`,
    `  OpenAPI       ${origin}/api/openapi.json`,
    `  Portal        ${origin}/`,
    `  Demo tenant   ${origin}/demo  (also /aurora, and the disabled /antiga)`,
    `  Widgets       ${origin}/widgets/simulator.js`,
    `  Example site  ${origin}/examples/`,
    `  Docs          ${origin}/docs/`,
  ];
  if (config.mode === 'sandbox') {
    // Issue 14: the sandbox's helpers are open to whoever reaches the platform.
    lines.push(
      '',
      'SANDBOX MODE IS NOT FOR REAL CUSTOMERS: its mailbox shows anyone every e-mail (codes,',
      'reset links), its helpers change quote validity for everyone and mark operations paid',
      'with no payment. Serve real customers with FX_MODE=production.',
    );
    if (config.host !== undefined && !isLoopbackHost(config.host)) {
      lines.push(
        `Listening on ${config.host} (SANDBOX_PUBLIC=1): anyone who reaches it can use them.`,
      );
    }
    lines.push('', `Sandbox log-ins (password ${SANDBOX_PASSWORD}, all linked to demo):`);
    for (const { email, label } of [...SANDBOX_LOGINS, SANDBOX_OPERATOR_LOGIN])
      lines.push(`  ${email.padEnd(20)} ${label}`);
    // The admin's simulator: "Enter admin code" allows a spread below the minimum (demo, aurora).
    lines.push(`  Manager token (admin code, below the minimum spread): ${SANDBOX_MANAGER_TOKEN}`);
    lines.push(`  Log in at     ${origin}/demo/login  (operator: ${origin}/admin impersonates)`);
    lines.push(`  API sign-in: POST ${origin}/api/v1/auth/user/sign_in {"email","password"}`);
    // The registration's invitation branch (docs/sandbox.md "Registration and e-mail").
    lines.push(
      `  ${SANDBOX_INVITATION_RECORD.email.padEnd(20)} no password: type CPF 274.185.963-91 when registering (invitation)`,
    );
    lines.push(
      `  Mailbox       ${origin}/sandbox/mailbox  (codes, invitations, recovery links; without SMTP_URL)`,
    );
  }
  lines.push('');
  return lines;
}

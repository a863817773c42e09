/**
 * What `npm start` prints once it listens: where everything is, and how to sign in.
 * @module
 */
import type { Config } from './config';
import { SANDBOX_LOGINS, SANDBOX_PASSWORD } from './db/seeds/sandbox-users';

/** The banner lines for a listening platform at `origin` (e.g. `http://localhost:8080`). */
export function startupBanner(
  config: Pick<Config, 'mode' | 'databaseUrl' | 'dataDir'>,
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
    lines.push('', `Sandbox log-ins (password ${SANDBOX_PASSWORD}, all linked to demo):`);
    for (const { email, label } of SANDBOX_LOGINS) lines.push(`  ${email.padEnd(20)} ${label}`);
    // The portal's log-in screen arrives with the identity issue (3); the API takes them today.
    lines.push(`  API sign-in: POST ${origin}/api/v1/auth/user/sign_in {"email","password"}`);
  }
  lines.push('');
  return lines;
}

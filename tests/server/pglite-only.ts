/**
 * Set-up of vitest's `server-pglite` project, run before each of its files: the file sees no
 * `DATABASE_URL`, so its databases are in-memory PGlite, as on a developer's machine.
 * @module
 */
delete process.env.DATABASE_URL;

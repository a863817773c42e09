/**
 * The platform's origin as a browser widget derives it from its API base URL.
 * @module
 */

/** The origin of an API base URL (`https://fx.example/api` → `https://fx.example`), else ''. */
export function platformOrigin(apiBaseURL: string | undefined): string {
  if (!apiBaseURL || !/^https?:/i.test(apiBaseURL)) return '';
  try {
    return new URL(apiBaseURL).origin;
  } catch {
    return '';
  }
}

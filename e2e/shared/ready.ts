import { expect, type Page, type Request } from '@playwright/test';

/**
 * Waits until a portal page is ready to read: its route skeleton gone, its `main` shown, and no
 * request of the page's to the platform's API still open (the data a screen draws comes from
 * there). Unlike `networkidle`, nothing waits for 500 ms of silence: a page whose calls have
 * answered is read at once. Call {@link trackApiCalls} before the navigation.
 */
export async function waitForReady(page: Page, calls: ApiCalls): Promise<void> {
  await expect(page.locator('.route-skeleton')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main').first()).toBeVisible({ timeout: 15_000 });
  // Twice idle in a row: a screen that draws one answer may ask for the next in the same tick.
  let idleTurns = 0;
  await expect
    .poll(
      async () => {
        idleTurns = calls.open() === 0 ? idleTurns + 1 : 0;
        return idleTurns;
      },
      // As long as a navigation may take on a loaded machine: a run beside two others (load 9 on
      // two cores) saw an answer take over the default 5 s.
      { intervals: [50], timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(2);
}

/** The page's API calls still open. */
export interface ApiCalls {
  open(): number;
  /** Stops counting (a page kept for the next visit). */
  stop(): void;
}

/** Counts the page's requests to `/api/` that have not answered (or failed) yet. */
export function trackApiCalls(page: Page): ApiCalls {
  const open = new Set<Request>();
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
  };
  const onDone = (request: Request) => open.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    open: () => open.size,
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

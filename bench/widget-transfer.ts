/**
 * What the widgets cost a host page on the wire (issue 15: a page embedding one widget at most
 * 45 KB of JavaScript transferred, two widgets at most 1.3× one). Debian's Chromium loads a
 * correspondent's page, served here under its registered name (`https://demo-cambio.test`, seed)
 * while the platform runs on loopback, in a fresh browser context each time (empty cache, as a
 * first visit), and counts the bytes of every JavaScript response as they came over the wire:
 * headers plus the body as sent, i.e. the brotli copy the server stores.
 */
import { chromium, type Browser, type Request } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

/** A host page to measure: which widgets' script tags it has. */
export interface HostPage {
  label: string;
  widgets: readonly string[];
}

/** Each widget alone, then the two the example site puts on one page (`checkout.html`). */
export const HOST_PAGES: readonly HostPage[] = [
  { label: 'simulator', widgets: ['simulator'] },
  { label: 'checkout', widgets: ['checkout'] },
  { label: 'inbound-payment', widgets: ['inbound-payment'] },
  { label: 'simulator + checkout', widgets: ['simulator', 'checkout'] },
];

/** What one host page transferred. */
export interface HostPageTransfer {
  label: string;
  /** JavaScript from the platform's `/widgets/`, headers and bodies as sent. */
  widgetScriptBytes: number;
  widgetScripts: number;
  /** The content encodings the widget scripts came in (`br`, `gzip`, …). */
  encodings: string[];
  /** Other JavaScript the widgets brought in (the checkout's frame is a portal page). */
  otherScriptBytes: number;
}

const HOST = 'https://demo-cambio.test';

/** A correspondent's page with one script tag per widget, as `docs/embedding.md` shows. */
function hostHtml(platform: string, widgets: readonly string[]): string {
  const tags = widgets.map(
    (widget) =>
      `<section><script src="${platform}/widgets/${widget}.js" data-identifier="demo" async></script></section>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><main>${tags.join('')}</main></body></html>`;
}

async function measurePage(
  browser: Browser,
  platform: string,
  page: HostPage,
): Promise<HostPageTransfer> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const tab = await context.newPage();
    await tab.route(`${HOST}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: hostHtml(platform, page.widgets) }),
    );
    const scripts: { request: Request; widget: boolean }[] = [];
    tab.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const url = new URL(request.url());
      const widget = url.origin === platform && url.pathname.startsWith('/widgets/');
      scripts.push({ request, widget });
    });
    // Network idle: the loaders have fetched their chunks, the widgets their data and frames.
    await tab.goto(`${HOST}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const measured = await Promise.all(
      scripts.map(async ({ request, widget }) => {
        const sizes = await request.sizes();
        const response = await request.response();
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        return { widget, bytes: sizes.responseHeadersSize + sizes.responseBodySize, encoding };
      }),
    );
    const widgetScripts = measured.filter((script) => script.widget);
    const sum = (list: { bytes: number }[]) => list.reduce((total, item) => total + item.bytes, 0);
    return {
      label: page.label,
      widgetScriptBytes: sum(widgetScripts),
      widgetScripts: widgetScripts.length,
      encodings: [...new Set(widgetScripts.map((script) => script.encoding))],
      otherScriptBytes: sum(measured.filter((script) => !script.widget)),
    };
  } finally {
    await context.close();
  }
}

/** Measures each host page against the platform at `origin`; undefined without a Chromium. */
export async function measureWidgetTransfer(
  origin: string,
  pages: readonly HostPage[] = HOST_PAGES,
): Promise<HostPageTransfer[] | undefined> {
  const executablePath = chromiumPath();
  if (executablePath === undefined) return undefined;
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
  try {
    const results: HostPageTransfer[] = [];
    for (const page of pages) results.push(await measurePage(browser, origin, page));
    return results;
  } finally {
    await browser.close();
  }
}

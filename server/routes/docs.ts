/**
 * `/docs/`: the integrator guides (`docs/*.md`, rendered with marked), the TypeDoc reference
 * (`docs/reference/`, built by `npm run docs`) and a link to the OpenAPI document.
 * The guides are files of this repository, so their HTML is trusted.
 * @module
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { marked } from 'marked';
import { escapeHtml, htmlPage } from '../http/html-page';
import { compressionPlugin } from '../plugins/compression';
import { precompressedStatic } from './static';

/** Options of the docs routes. */
export interface DocsRoutesOptions {
  /** The `docs/` folder. */
  docsDir: string;
}

/** A guide found in `docs/`. */
export interface Guide {
  /** URL slug: the file name without `.md`. */
  slug: string;
  /** First `# ` heading, else the slug. */
  title: string;
}

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function titleOf(markdown: string, slug: string): string {
  const heading = /^#\s+(.+)$/m.exec(markdown);
  return heading?.[1]?.trim() ?? slug;
}

/** The guides in `docsDir`, sorted by file name (README first when present). */
export async function listGuides(docsDir: string): Promise<Guide[]> {
  const names = existsSync(docsDir) ? await fs.readdir(docsDir) : [];
  const slugs = names
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .filter((slug) => SLUG.test(slug))
    .sort((a, b) => Number(b === 'README') - Number(a === 'README') || a.localeCompare(b));
  return Promise.all(
    slugs.map(async (slug) => ({
      slug,
      title: titleOf(await fs.readFile(path.join(docsDir, `${slug}.md`), 'utf8'), slug),
    })),
  );
}

function indexPage(guides: Guide[], hasReference: boolean): string {
  const items = guides
    .map((guide) => `<li><a href="/docs/${guide.slug}">${escapeHtml(guide.title)}</a></li>`)
    .join('\n');
  const reference = hasReference
    ? '<a href="/docs/reference/">SDK reference (TypeDoc)</a>'
    : 'SDK reference: not built yet, run <code>npm run docs</code>';
  return htmlPage({
    title: 'Documentation',
    bodyHtml: `<h1>Documentation</h1>
<h2>Guides</h2>
${items === '' ? '<p>No guides yet.</p>' : `<ul>\n${items}\n</ul>`}
<h2>Reference</h2>
<ul>
<li>${reference}</li>
<li><a href="/api/openapi.json">HTTP API (OpenAPI 3.1, JSON)</a></li>
</ul>`,
  });
}

/** Registers `/docs/`, `/docs/:guide` and `/docs/reference/`. */
export const docsRoutes: FastifyPluginAsync<DocsRoutesOptions> = async (app, { docsDir }) => {
  const referenceDir = path.join(docsDir, 'reference');
  const hasReference = existsSync(referenceDir);

  app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/docs/', 301),
  );

  // The guides are rendered per request, so they are compressed per request (issue 15); the
  // reference below is served from the copies compressed at build time.
  await app.register(async (guides) => {
    await guides.register(compressionPlugin);
    guides.get('/docs/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexPage(await listGuides(docsDir), hasReference)),
    );

    guides.get<{ Params: { guide: string } }>(
      '/docs/:guide',
      { schema: { hide: true } },
      async (request, reply) => {
        // `embedding`, `embedding.md` and `embedding.html` all work, so relative links between
        // the Markdown files keep working once rendered.
        const slug = request.params.guide.replace(/\.(md|html)$/, '');
        if (slug === 'reference') return reply.redirect('/docs/reference/', 301);
        const file = path.join(docsDir, `${slug}.md`);
        if (!SLUG.test(slug) || !existsSync(file)) return reply.callNotFound();
        const markdown = await fs.readFile(file, 'utf8');
        const body = await marked.parse(markdown, { gfm: true });
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(
            htmlPage({
              title: titleOf(markdown, slug),
              bodyHtml: `<nav><a href="/docs/">← Documentation</a></nav>\n${body}`,
            }),
          );
      },
    );
  });

  if (hasReference) {
    // TypeDoc's file names carry no hash: every file is revalidated (ETag), and served from the
    // copies `npm run docs` compressed (issue 15).
    await app.register(fastifyStatic, {
      ...precompressedStatic(referenceDir, () => 'no-cache'),
      prefix: '/docs/reference/',
      decorateReply: false,
      index: ['index.html'],
      redirect: true,
    });
  }
};

/**
 * No import cycles in the shipped code, type-only imports included (issue 13): a cycle makes load
 * order decide whether a module sees its imports, and a type cycle still ties two modules that
 * should have a seam between them (a shared type belongs in its own module). This test walks
 * every import with TypeScript's pre-processor, which reads imports without type-checking: the
 * whole graph takes well under a second. It is the only guard: ESLint's `import-x/no-cycle` checked
 * a subset of the same graph (run-time imports only) in about half of the lint's time (issue 35).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'portal', 'widgets'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.some((ext) => entry.name.endsWith(ext)))
    .filter((entry) => !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The file a relative specifier names, as the bundler resolution of tsconfig.json finds it. */
function resolveRelative(from: string, specifier: string, known: Set<string>): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => known.has(candidate));
}

/** Each module's relative imports, `import type` and `export … from` included. */
function importGraph(): Map<string, string[]> {
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier, known))
      .filter((target): target is string => target !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan), i.e. the cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(path.relative(ROOT, member));
      if (member === node) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the import graph of src, server, portal and widgets', () => {
  test('has no cycle, counting type-only imports', () => {
    expect(cycles(importGraph())).toEqual([]);
  });

  test('the walk sees imports (a guard against a test that checks nothing)', () => {
    const graph = importGraph();
    const client = graph.get(path.join(ROOT, 'src/api/client.ts')) ?? [];
    expect(client).toContain(path.join(ROOT, 'src/api/request.ts'));
    expect(graph.size).toBeGreaterThan(100);
  });
});

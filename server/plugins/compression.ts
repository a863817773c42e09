/**
 * On-the-fly compression of the API's answers (issue 15 "Fast on a phone"): an answer of 1 KB or
 * more goes out in brotli or gzip when the client accepts it, with `Vary: Accept-Encoding`.
 * Registered in the `/api` scope, the example site's (served from its source folder) and the
 * rendered guides' (`/docs/:guide`): built static files are compressed at build time
 * (`scripts/precompress.ts`) and served from their `.br` and `.gz` copies.
 *
 * Decision: request bodies are not decompressed. No client of ours sends compressed bodies, and
 * accepting them would be one more way in for a decompression bomb.
 * @module
 */
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smallest answer compressed: below it, the answer fits in a packet either way. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Options of `@fastify/compress` for the API. */
export const API_COMPRESSION: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  // zstd would come first on Node versions that have it; browsers ask for br and gzip.
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  // The plugin's default brotli quality (4) is its recommendation for compressing per request:
  // close to gzip's speed, smaller output. Quality 11 is for build time only.
};

/** Compresses the answers of the scope it is registered in (and of its children). */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, API_COMPRESSION);
  },
  { name: 'fx-compression' },
);

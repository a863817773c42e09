/**
 * The hashed chunk file of each widget, known only after the chunks are built: rollup's second
 * pass replaces `__FX_CHUNKS__` in the loader scripts (rollup.config.mjs).
 * @module
 */
import type { ChunkFiles } from './bootstrap';

declare const __FX_CHUNKS__: ChunkFiles | undefined;

/** The chunk files baked into this loader build (empty when run unbuilt, e.g. in tests). */
export function chunkFiles(): ChunkFiles {
  return typeof __FX_CHUNKS__ === 'undefined' ? {} : __FX_CHUNKS__;
}

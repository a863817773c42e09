import type { portal as pt } from '../pt-BR/portal';
import type { CatalogueOf } from '../catalogue-of';

/** en-US catalogue, namespace `portal`. */
export const portal = {} satisfies CatalogueOf<typeof pt>;

import type { common as pt } from '../pt-BR/common';
import type { CatalogueOf } from '../catalogue-of';

/** en-US catalogue, namespace `common`. */
export const common = {} satisfies CatalogueOf<typeof pt>;

import type { widgets as pt } from '../pt-BR/widgets';
import type { CatalogueOf } from '../catalogue-of';

/** en-US catalogue, namespace `widgets`. */
export const widgets = {} satisfies CatalogueOf<typeof pt>;

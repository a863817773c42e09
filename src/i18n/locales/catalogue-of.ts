/**
 * The shape another locale must satisfy: the same keys as the pt-BR catalogue, every leaf a
 * string (conventions: "the en-US catalogue must satisfy the pt-BR catalogue's type").
 */
export type CatalogueOf<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]> };

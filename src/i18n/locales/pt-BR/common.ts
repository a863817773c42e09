/** pt-BR catalogue, namespace `common`. The en-US file must satisfy this one's shape. */
export const common = {} as const;

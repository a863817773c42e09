/** pt-BR catalogue, namespace `portal`. The en-US file must satisfy this one's shape. */
export const portal = {} as const;

/** pt-BR catalogue, namespace `widgets`. The en-US file must satisfy this one's shape. */
export const widgets = {} as const;

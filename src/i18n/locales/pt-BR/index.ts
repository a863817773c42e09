/**
 * Every pt-BR catalogue, by namespace: one module, so an app can load one locale's strings alone.
 * @module
 */
import { common } from './common';
import { errors } from './errors';
import { portal } from './portal';
import { widgets } from './widgets';

/** The pt-BR catalogues, by namespace. */
export const catalogue = { common, errors, portal, widgets } as const;

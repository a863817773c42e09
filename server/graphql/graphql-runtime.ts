/**
 * The one `graphql` module instance every part of the endpoint uses. graphql 16 ships CommonJS
 * and ES module builds, and their classes are distinct: mercurius loads the CommonJS one, so an
 * ES import here would build types and errors from "another module or realm", which graphql
 * refuses (and `instanceof GraphQLError` would miss mercurius' errors). Both graphql and
 * graphql-query-complexity are therefore loaded through `require`.
 * @module
 */
import { createRequire } from 'node:module';
import type * as GraphqlModule from 'graphql';
import type * as QueryComplexityModule from 'graphql-query-complexity';

const require = createRequire(import.meta.url);

/** graphql, as mercurius loads it. */
export const graphql = require('graphql') as typeof GraphqlModule;

/** graphql-query-complexity, over the same graphql. */
export const queryComplexity = require('graphql-query-complexity') as typeof QueryComplexityModule;

/**
 * The cost limit of GraphQL queries (issue 20: "depth and cost limits against abusive queries"),
 * a validation rule of graphql-query-complexity run before any resolver: each field costs 1 plus
 * what it selects, a list field {@link LIST_FACTOR} times what each item selects (the lists are a
 * company's own addresses, documents, beneficiaries and accounts). Reading the whole record with
 * every list costs under 900; aliases that repeat it are refused with QUERY_TOO_COMPLEX. The
 * depth limit is mercurius' own `queryDepth` ({@link MAX_QUERY_DEPTH}).
 * @module
 */
import type { ValidationRule } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { graphql, queryComplexity } from './graphql-runtime';

const { GraphQLError, getNullableType, isListType } = graphql;

/** Most nested selection levels a query may have. */
export const MAX_QUERY_DEPTH = 8;

/** Highest cost a query may have. */
export const MAX_QUERY_COST = 1000;

/** How many items a list field is assumed to hold. */
export const LIST_FACTOR = 5;

/** The extension code the rule marks its error with; the error formatter answers it. */
export const QUERY_TOO_COMPLEX_MARK = 'QUERY_TOO_COMPLEX';

const listAwareEstimator: ComplexityEstimator = ({ field, childComplexity }) => {
  const type = getNullableType(field.type);
  return isListType(type) ? 1 + LIST_FACTOR * childComplexity : 1 + childComplexity;
};

/** The cost rule for one request (its variables weigh in, so it is built per request). */
export function queryCostRule(variables: Record<string, unknown> | undefined): ValidationRule {
  return queryComplexity.createComplexityRule({
    maximumComplexity: MAX_QUERY_COST,
    estimators: [listAwareEstimator],
    variables: variables ?? {},
    createError: (max, actual) =>
      new GraphQLError(`Query cost ${actual} exceeds ${max}`, {
        extensions: { code: QUERY_TOO_COMPLEX_MARK, cost: actual, maximum: max },
      }),
  });
}

import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema (and yup with it) loads on the first validation, the
 * first blur or submit, instead of with the page: it keeps the route's JavaScript in budget.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk load is tried again on the next validation
      throw error;
    });
    return (await loading)(values, context, options);
  };
}

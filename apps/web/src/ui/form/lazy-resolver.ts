import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's checks loaded when they are first needed, not with the page (issue 37): the first
 * screen builds no schema. When they cannot be loaded (the connection was lost before they
 * ever were), the values go to the submit handler as they are, which meets the same lost
 * connection and says so, rather than a form that silently does nothing.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown>(
  load: () => Promise<Resolver<Values, Context, Values>>,
): Resolver<Values, Context, Values> {
  return async (values, context, options) => {
    let resolver: Resolver<Values, Context, Values>;
    try {
      resolver = await load();
    } catch {
      return { values, errors: {} };
    }
    return resolver(values, context, options);
  };
}

import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose zod schema (and zod with it) loads on the first validation,
 * not with the page: a form always on the page (the footer's newsletter sign-up) renders and
 * hydrates at once, and the validation code comes when the shopper first submits. A failed load
 * is tried again on the next validation.
 *
 * @example
 * ```ts
 * useForm({
 *   resolver: lazyZodResolver(() =>
 *     import('@shop/core/newsletter-schemas').then((m) => m.newsletterFormSchema),
 *   ),
 * });
 * ```
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return async (values, context, options) => (await load())(values, context, options);
}

import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A form resolver whose code is imported on first use, so zod and the form's schema stay out of
 * a page's first load. `preload` starts the import early (when the form is first focused), so the
 * first check rarely waits for it; a failed import is tried again on the next check.
 */
export function deferredResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
) {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) =>
    (await preload())(values, context, options)
  return { resolver, preload: () => void preload().catch(() => undefined) }
}

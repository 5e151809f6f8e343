import { cloneElement, type ReactElement } from 'react'
import { cn } from '@/lib/cn'

export const controlClasses = cn(
  'w-full rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-star',
  'placeholder:text-star-muted/70 focus-visible:border-accent focus-visible:outline-2',
  'focus-visible:outline-accent aria-[invalid=true]:border-red-400',
  'read-only:cursor-not-allowed read-only:opacity-70',
)

type ControlProps = {
  id?: string
  className?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** A label, one input or textarea, an optional hint and its error message wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: string
  error: string | undefined
  hint?: string
  children: ReactElement<ControlProps>
}) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-star">
        {label}
      </label>
      {cloneElement(children, {
        id,
        className: controlClasses,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-star-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}

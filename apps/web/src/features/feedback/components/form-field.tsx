import { cloneElement, type ReactElement } from 'react'
import { cn } from '@/lib/cn'

const controlClasses = cn(
  'w-full rounded-lg border border-white/20 bg-night-900 px-3 py-2 text-star',
  'placeholder:text-star-muted/70 focus-visible:border-accent focus-visible:outline-2',
  'focus-visible:outline-accent aria-[invalid=true]:border-red-400',
)

type ControlProps = {
  id?: string
  className?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** A label, one input or textarea, and its error message wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error: string | undefined
  children: ReactElement<ControlProps>
}) {
  const errorId = `${id}-error`
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-star">
        {label}
      </label>
      {cloneElement(children, {
        id,
        className: controlClasses,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}

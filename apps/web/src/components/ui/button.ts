import { cn } from '@/lib/cn'

type ButtonVariant = 'primary' | 'secondary' | 'ghost'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-strong text-white hover:bg-violet-600',
  secondary: 'border border-white/20 bg-night-800 text-star hover:bg-night-700',
  ghost: 'text-star-muted hover:bg-white/10 hover:text-star',
}

/** Class names of a button (or a link that looks like one). */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
    variants[variant],
    className,
  )
}

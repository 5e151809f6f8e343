import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import type { ToastVariant } from '@/lib/toast'

export const ToastProvider = ToastPrimitive.Provider

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none',
        'sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col sm:max-w-[420px]',
        className,
      )}
      {...props}
    />
  )
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-violet-400/30 from-[#4c1d95] to-[#0b1026]',
  destructive: 'border-red-300/40 from-[#991b1b] to-[#2a0b24]',
}

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'group relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10',
        'bg-linear-to-br text-white shadow-xl shadow-black/40',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-toast-swipe-out',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  )
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description className={cn('text-sm text-white/90', className)} {...props} />
  )
}

/** A button that does what the toast offers (Open, Undo...); `altText` is read by screen readers. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'mt-2 inline-flex w-fit rounded-md border border-white/30 px-3 py-1 text-sm font-semibold text-white hover:bg-white/10',
        'focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  )
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-white/80 hover:text-white',
        'focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  )
}

import type { ReactNode } from 'react'
import { Check } from 'lucide-react'
import { cn } from '@/lib/cn'
import { formatPrice, usePlan } from '@/lib/billing-plan'

/** One card of the subscribe page: a title with its icon, then content and actions. */
export function SubscriptionCard({
  title,
  icon,
  tone = 'default',
  children,
}: {
  title: string
  icon: ReactNode
  tone?: 'default' | 'gold' | 'muted'
  children: ReactNode
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        'rounded-2xl border bg-night-800/70 p-6 shadow-lg shadow-black/20 sm:p-8',
        tone === 'gold' && 'border-amber-400/60',
        tone === 'muted' && 'border-white/10',
        tone === 'default' && 'border-violet-400/40',
      )}
    >
      <h2 className="flex items-center gap-3 text-xl font-semibold text-star">
        {icon}
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-sm text-star-muted">{children}</div>
    </section>
  )
}

const BENEFITS = [
  'Unlimited messages with Orion and its three personas',
  'A golden glow around your avatar, for good',
  'Cancel any time: you keep access until the paid period ends',
]

/** The monthly plan: its price as Stripe states it, and what it gives. */
export function PlanDetails() {
  const plan = usePlan().data
  return (
    <div className="space-y-3">
      <p className="text-3xl font-semibold text-star">
        {plan?.price ? formatPrice(plan.price) : plan ? 'Price unavailable right now' : '...'}
      </p>
      <ul className="space-y-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
    </div>
  )
}

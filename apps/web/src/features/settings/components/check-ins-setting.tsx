import {
  CHECK_IN_FREQUENCIES,
  CHECK_IN_FREQUENCY_LABELS,
  type CheckInFrequency,
  type CheckInSettings,
} from '@orion/contracts/proactive'
import { useState, type FormEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import {
  useCheckInSettings,
  useSaveCheckInPreference,
} from '@/features/settings/api/check-in-preference'
import { toast, toastError } from '@/lib/toast'

const fieldClasses =
  'rounded-lg border border-white/15 bg-night-800 px-3 py-2 text-sm text-star focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none'

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return known.includes(current) ? known : [current, ...known]
}

/**
 * Settings > Profile: check-ins, the companion writing first (issue 16 part 3). Off until the
 * person chooses daily or every few days; never in their quiet hours, in their time zone (the
 * browser's until they save another).
 */
export function CheckInsSetting() {
  const settings = useCheckInSettings()
  return (
    <section aria-labelledby="check-ins-heading" className="mt-8 max-w-lg space-y-3">
      <h2 id="check-ins-heading" className="font-semibold text-star">
        Check-ins
      </h2>
      <p className="text-sm text-star-muted">
        Orion, an AI companion, can write to you first after a while without a conversation,
        following up on something you shared. Never during your quiet hours.
      </p>
      {settings.data ? (
        <CheckInsForm settings={settings.data} />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-rose-200">
          Your check-in preference could not be loaded.
        </p>
      ) : null}
    </section>
  )
}

function CheckInsForm({ settings }: { settings: CheckInSettings }) {
  const save = useSaveCheckInPreference()
  const [frequency, setFrequency] = useState<CheckInFrequency>(settings.frequency)
  const [quietHoursStart, setStart] = useState(settings.quietHoursStart)
  const [quietHoursEnd, setEnd] = useState(settings.quietHoursEnd)
  const [timeZone, setTimeZone] = useState(settings.timeZone ?? browserTimeZone())

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { frequency, quietHoursStart, quietHoursEnd, timeZone },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Check-ins saved',
            description:
              saved.frequency === 'off'
                ? 'Orion will not write first.'
                : `${CHECK_IN_FREQUENCY_LABELS[saved.frequency]}, never between ${saved.quietHoursStart} and ${saved.quietHoursEnd} (${saved.timeZone ?? timeZone}).`,
          }),
        onError: (error) =>
          toastError('Check-ins not saved', error, 'Your check-in preference could not be saved.'),
      },
    )
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      {!settings.available && settings.unavailableReason ? (
        <p role="note" className="rounded-lg bg-amber-500/15 px-3 py-2 text-sm text-amber-100">
          {settings.unavailableReason}
        </p>
      ) : null}
      <fieldset className="space-y-1">
        <legend className="text-sm text-star">How often</legend>
        <div className="flex flex-wrap gap-4">
          {CHECK_IN_FREQUENCIES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-star">
              <input
                type="radio"
                name="check-in-frequency"
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
              />
              {CHECK_IN_FREQUENCY_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 text-sm text-star">
          Quiet hours from
          <input
            type="time"
            required
            value={quietHoursStart}
            onChange={(event) => setStart(event.target.value)}
            className={fieldClasses}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-star">
          to
          <input
            type="time"
            required
            value={quietHoursEnd}
            onChange={(event) => setEnd(event.target.value)}
            className={fieldClasses}
          />
        </label>
      </div>
      <label className="flex flex-col gap-1 text-sm text-star">
        Time zone
        <select
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
          className={fieldClasses}
        >
          {timeZones(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={save.isPending} className={buttonClasses()}>
        Save check-ins
      </button>
    </form>
  )
}

import { useUpdateFitbitSettings } from '@/features/settings/api/update-fitbit-settings'
import { toastError } from '@/lib/toast'

/**
 * Whether Orion may read the latest reading in conversations (on by default on the server). Off:
 * readings are still synced and shown here, but no chat turn gets them.
 */
export function FitbitShareSetting({ enabled }: { enabled: boolean }) {
  const update = useUpdateFitbitSettings()
  const shown = update.isPending ? (update.variables?.shareWithCompanion ?? enabled) : enabled
  const toggle = () =>
    update.mutate(
      { shareWithCompanion: !enabled },
      { onError: (error) => toastError('Update failed', error, 'Please try again.') },
    )
  return (
    <div className="flex items-start gap-3 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={shown}
        aria-labelledby="fitbit-share-label"
        aria-describedby="fitbit-share-note"
        disabled={update.isPending}
        onClick={toggle}
        className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full border border-white/10 bg-night-800 transition-colors aria-checked:bg-accent-strong disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform ${shown ? 'translate-x-5' : ''}`}
        />
      </button>
      <div>
        <p id="fitbit-share-label" className="text-star">
          Let Orion see my readings
        </p>
        <p id="fitbit-share-note" className="text-star-muted">
          When on, Orion knows how you slept and how your body is doing today, and may mention it
          gently. Replies that used it say so under &quot;Remembered&quot;.
        </p>
      </div>
    </div>
  )
}

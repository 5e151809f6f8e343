import { globalPrivacyControl } from '@/lib/telemetry/collector'
import { setTelemetryEnabled, useTelemetryEnabled } from '@/lib/telemetry/preference'

/**
 * Settings > Security: the interface events of spec part 2 §9 on or off (kept in this browser).
 * With Global Privacy Control the browser has already said no: the switch shows off and is locked.
 */
export function TelemetrySetting() {
  const chosen = useTelemetryEnabled()
  const gpc = globalPrivacyControl(navigator)
  const enabled = chosen && !gpc
  return (
    <section aria-labelledby="telemetry-heading" className="space-y-2">
      <h2 id="telemetry-heading" className="text-lg font-semibold text-star">
        Usage data
      </h2>
      <p className="text-sm text-star-muted">
        Which buttons and pages you use, how far you scroll and where the pointer moves, to improve
        Orion. Never what you type, never your messages, journal or memories. The server deletes
        them after its retention period.
      </p>
      {gpc ? (
        <p className="text-sm text-star-muted">
          Your browser sends Global Privacy Control, so none is collected.
        </p>
      ) : null}
      <label className="flex items-center gap-3 text-sm text-star">
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          disabled={gpc}
          onClick={() => setTelemetryEnabled(!chosen)}
          className="relative h-6 w-11 rounded-full border border-white/10 bg-night-800 transition-colors disabled:opacity-50 aria-checked:bg-accent-strong"
        >
          <span
            aria-hidden="true"
            className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform ${enabled ? 'translate-x-5' : ''}`}
          />
        </button>
        Share usage data
      </label>
    </section>
  )
}

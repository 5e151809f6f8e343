import type { FitbitDevice } from '@orion/contracts/fitbit'
import { format } from 'date-fns'
import { Watch } from 'lucide-react'

/** The devices the last Check devices found. */
export function FitbitDevices({ devices }: { devices: FitbitDevice[] }) {
  if (devices.length === 0)
    return (
      <p className="text-sm text-star-muted">
        No devices have sent data recently. Open the Fitbit app on your phone to sync your device.
      </p>
    )
  return (
    <ul aria-label="Devices" className="space-y-2">
      {devices.map((device) => (
        <li
          key={device.id}
          className="flex items-start gap-3 rounded-xl border border-white/10 bg-night-800/70 p-3"
        >
          <Watch className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          <div className="min-w-0 text-sm">
            <p className="font-medium text-star">{device.name}</p>
            <p className="text-star-muted">
              {[device.manufacturer, device.type].filter(Boolean).join(' · ')}
            </p>
            <p className="text-star-muted">
              {device.lastSyncTime
                ? `Last synced ${format(new Date(device.lastSyncTime), "MMM d, yyyy 'at' h:mm a")}`
                : 'Not synced yet'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

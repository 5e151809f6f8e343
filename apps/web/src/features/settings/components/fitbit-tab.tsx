import {
  FITBIT_CONNECT_ERRORS,
  fitbitConnectErrorSchema,
  type FitbitStatus,
} from '@orion/contracts/fitbit'
import { format } from 'date-fns'
import { Activity, CircleAlert, CircleCheck, X } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { useConnectFitbit } from '@/features/settings/api/connect-fitbit'
import { useCheckFitbitDevices } from '@/features/settings/api/fitbit-devices'
import { useFitbitLatest } from '@/features/settings/api/fitbit-latest'
import { useFitbitStatus } from '@/features/settings/api/fitbit-status'
import { useDisconnectFitbit } from '@/features/settings/api/disconnect-fitbit'
import { useSyncFitbit } from '@/features/settings/api/sync-fitbit'
import { FitbitDevices } from '@/features/settings/components/fitbit-devices'
import { FitbitReading } from '@/features/settings/components/fitbit-reading'
import { FitbitShareSetting } from '@/features/settings/components/fitbit-share-setting'
import { ApiRequestError, readableErrorMessage } from '@/lib/api-error'
import { fullPageLoad } from '@/lib/full-page-load'
import { AUTH_PATH } from '@/lib/request'
import { useUser } from '@/lib/session'
import { toast, toastError } from '@/lib/toast'

// spec part 2 §5 and §8: the texts people see when connecting, syncing or checking devices fails.
export const SIGN_IN_BEFORE_CONNECTING = 'Please log in to Orion first before connecting Fitbit'
export const DEVICES_CHECK_FAILED = 'Failed to check devices. See console for details.'
const SYNC_FAILED_FALLBACK = 'Something went wrong. Please try again.'

const formatTime = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a")

/** The callback's answer in the address (fitbit=connected or fitbit_error=<code>). */
function useConnectResult() {
  const [searchParams, setSearchParams] = useSearchParams()
  const code = searchParams.get('fitbit_error')
  const error =
    code === null
      ? null
      : FITBIT_CONNECT_ERRORS[fitbitConnectErrorSchema.catch('failed').parse(code)]
  const connected = searchParams.get('fitbit') === 'connected'
  const dismiss = () => setSearchParams({ tab: 'fitbit' }, { replace: true })
  return { error, connected, dismiss }
}

function Notice({
  tone,
  children,
  onDismiss,
}: {
  tone: 'error' | 'success'
  children: ReactNode
  onDismiss?: () => void
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'flex items-start gap-3 rounded-xl border border-red-400/50 bg-red-500/10 p-3 text-sm text-red-100'
          : 'flex items-start gap-3 rounded-xl border border-emerald-400/50 bg-emerald-500/10 p-3 text-sm text-emerald-100'
      }
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="rounded p-0.5 opacity-80 hover:opacity-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  )
}

function ConnectionSummary({ status }: { status: FitbitStatus | null | undefined }) {
  const parts = [
    status?.connectedAt
      ? `Connected since ${format(new Date(status.connectedAt), 'MMM d, yyyy')}`
      : null,
    status?.lastSyncedAt ? `last synced ${formatTime(status.lastSyncedAt)}` : null,
  ].filter((part) => part !== null)
  if (parts.length === 0) return null
  const text = parts.join(' · ')
  return <p className="text-sm text-star-muted">{text.charAt(0).toUpperCase() + text.slice(1)}</p>
}

/**
 * Settings > Fitbit Sync (spec part 2 §2, §4): connect a Fitbit through the provider's consent page,
 * sync now, check devices, disconnect; the latest reading; whether Orion may see it.
 */
export function FitbitTab() {
  const navigate = useNavigate()
  const user = useUser().data
  const latest = useFitbitLatest()
  const status = useFitbitStatus()
  const connect = useConnectFitbit()
  const sync = useSyncFitbit()
  const devices = useCheckFitbitDevices()
  const disconnect = useDisconnectFitbit()
  const result = useConnectResult()
  // The server has no wearable client configured: said once Connect is pressed, instead of silence.
  const [unavailable, setUnavailable] = useState<string | null>(null)

  // Back from the consent page through the browser's cache: the button must not stay 'Connecting...'.
  const resetConnect = connect.reset
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) resetConnect()
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [resetConnect])

  // spec part 2 §4: connected with both a connected-at time and a Fitbit user id, or latest data.
  const connected = Boolean(user?.fitbitConnectedAt && user.fitbitUserId) || Boolean(latest.data)
  const problem = status.data?.problem ?? null

  const signInFirst = () => {
    toast({ title: SIGN_IN_BEFORE_CONNECTING, variant: 'destructive' })
    void navigate(AUTH_PATH)
  }

  const startConnect = () => {
    if (!user) return signInFirst()
    result.dismiss()
    connect.mutate(undefined, {
      onSuccess: ({ authUrl }) => fullPageLoad(authUrl),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) return signInFirst()
        if (error instanceof ApiRequestError && error.code === 'fitbit_unavailable')
          setUnavailable(error.serverMessage ?? null)
        // spec part 2 §8: a connect failure is only logged, and the button comes back.
        console.error('Fitbit connect failed', error)
        connect.reset()
      },
    })
  }

  const syncNow = () =>
    sync.mutate(undefined, {
      onSuccess: ({ reading }) => {
        if (!reading)
          toast({
            title: 'Nothing new from Fitbit yet',
            description: 'Open the Fitbit app on your phone to sync your device, then try again.',
          })
      },
      onError: (error) =>
        toast({
          title: `Sync failed: ${readableErrorMessage(error, SYNC_FAILED_FALLBACK)}`,
          variant: 'destructive',
        }),
    })

  const checkDevices = () =>
    devices.mutate(undefined, {
      onError: (error) => {
        console.error('Fitbit devices check failed', error)
        toast({ title: DEVICES_CHECK_FAILED, variant: 'destructive' })
      },
    })

  const disconnectNow = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        devices.reset()
        toast({ title: 'Fitbit disconnected' })
      },
      onError: (error) => toastError('Disconnect failed', error, 'Please try again.'),
    })

  const connectButton = (
    <button
      type="button"
      onClick={startConnect}
      disabled={connect.isPending || connect.isSuccess}
      className={buttonClasses()}
    >
      <Activity className="size-4" aria-hidden="true" />
      {connect.isPending || connect.isSuccess
        ? 'Connecting...'
        : problem
          ? 'Connect Fitbit again'
          : 'Connect Fitbit'}
    </button>
  )

  return (
    <div className="max-w-2xl space-y-6">
      {result.error ? (
        <Notice tone="error" onDismiss={result.dismiss}>
          {result.error}
        </Notice>
      ) : null}
      {result.connected && connected ? (
        <Notice tone="success" onDismiss={result.dismiss}>
          Fitbit connected.{latest.data ? null : ' Press Sync now to read your latest data.'}
        </Notice>
      ) : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}

      <section aria-labelledby="fitbit-connection-heading" className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="fitbit-connection-heading" className="font-semibold text-star">
            Fitbit
          </h2>
          <span
            className={
              connected
                ? 'rounded-full border border-emerald-400/50 bg-emerald-400/15 px-2 py-0.5 text-xs font-medium text-emerald-200'
                : 'rounded-full border border-white/20 bg-white/5 px-2 py-0.5 text-xs font-medium text-star-muted'
            }
          >
            {connected ? 'Connected' : 'Not connected'}
          </span>
        </div>
        {connected ? (
          <ConnectionSummary status={status.data} />
        ) : (
          <p className="text-sm text-star-muted">
            Connect your Fitbit so Orion can see how you slept, your heart rate, steps and stress.
            Orion only reads your data, and you can disconnect at any time.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {(!connected || problem) && !unavailable ? connectButton : null}
          {connected ? (
            <>
              <button
                type="button"
                onClick={syncNow}
                disabled={sync.isPending}
                className={buttonClasses()}
              >
                {sync.isPending ? 'Syncing...' : 'Sync now'}
              </button>
              <button
                type="button"
                onClick={checkDevices}
                disabled={devices.isPending}
                className={buttonClasses('secondary')}
              >
                {devices.isPending ? 'Checking...' : 'Check devices'}
              </button>
              <button
                type="button"
                onClick={disconnectNow}
                disabled={disconnect.isPending}
                className={buttonClasses('ghost')}
              >
                {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
              </button>
            </>
          ) : null}
        </div>
        {unavailable ? <p className="text-sm text-star-muted">{unavailable}</p> : null}
      </section>

      {connected && devices.data ? (
        <section aria-labelledby="fitbit-devices-heading" className="space-y-3">
          <h3 id="fitbit-devices-heading" className="font-semibold text-star">
            Devices
          </h3>
          <FitbitDevices devices={devices.data} />
        </section>
      ) : null}

      {latest.data ? (
        <FitbitReading reading={latest.data} />
      ) : connected && latest.isSuccess ? (
        <p className="text-sm text-star-muted">
          No reading yet. Press Sync now to read your latest data.
        </p>
      ) : null}

      {connected && status.data ? (
        <section aria-labelledby="fitbit-share-heading" className="space-y-3">
          <h3 id="fitbit-share-heading" className="font-semibold text-star">
            In conversations
          </h3>
          <FitbitShareSetting enabled={status.data.shareWithCompanion} />
        </section>
      ) : null}
    </div>
  )
}

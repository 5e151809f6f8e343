import type { DownloadProgress, LocalModelStatus } from '@orion/contracts/local-model'
import { useQuery } from '@tanstack/react-query'
import { apiRequest, getQueryFn } from '@/lib/request'
import { readSseStream } from '@/lib/sse'

export const localModelQueryKey = ['/api/local-model'] as const

/** GET /api/local-model: the model this server can download, and where its download stands. */
export function useLocalModel(enabled: boolean) {
  return useQuery({
    queryKey: localModelQueryKey,
    queryFn: getQueryFn<LocalModelStatus>({ on401: 'throw' }),
    enabled,
    // Someone else's download (or npm run model:pull): follow it until the model is ready.
    refetchInterval: (query) => {
      const state = query.state.data?.state
      return state === 'downloading' || state === 'loading' || state === 'missing' ? 3000 : false
    },
  })
}

export interface DownloadHandlers {
  onProgress(progress: DownloadProgress): void
  onLoading(): void
}

/** POST /api/local-model/download: resolves once the model answers, rejects with the reason. */
export async function downloadLocalModel(handlers: DownloadHandlers): Promise<void> {
  const response = await apiRequest('POST', '/api/local-model/download')
  let failure: string | null = null
  let ready = false
  await readSseStream(response.body!, (event) => {
    const data = JSON.parse(event.data) as Record<string, unknown>
    if (event.event === 'progress') handlers.onProgress(data as unknown as DownloadProgress)
    else if (event.event === 'loading') handlers.onLoading()
    else if (event.event === 'ready') ready = true
    else if (event.event === 'failed') failure = String(data.message)
  })
  if (failure) throw new Error(failure)
  if (!ready) throw new Error('The download stopped before the model was ready. Try again.')
}

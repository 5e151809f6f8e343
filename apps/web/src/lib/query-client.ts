import { QueryClient } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/request'

/** Safari (desktop or iOS) but not a Chromium or Android browser that also says "Safari". */
export function isSafariLike(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|android/i.test(userAgent)
}

// Query defaults: staleTime 0, refetch on focus, no interval refetch, no retries
// (Safari-like browsers: queries 3, mutations 2).
export function createQueryClient(userAgent: string = navigator.userAgent): QueryClient {
  const safari = isSafariLike(userAgent)
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 0,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        retry: safari ? 3 : false,
      },
      mutations: { retry: safari ? 2 : false },
    },
  })
}

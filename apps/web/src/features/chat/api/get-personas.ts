import type { Persona } from '@orion/contracts/chat'
import { useQuery } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/request'

export const personasQueryKey = ['/api/personas'] as const

/** GET /api/personas: the three voices of a reply, in the order the server lists them. */
export function usePersonas() {
  return useQuery({
    queryKey: personasQueryKey,
    queryFn: getQueryFn<Persona[]>({ on401: 'throw' }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

import type { Notebook } from '@orion/contracts/journal'
import { useQuery } from '@tanstack/react-query'
import { notebooksQueryKey } from '@/features/journal/api/query-keys'
import { apiRequest } from '@/lib/request'

/** GET /api/notebooks: every notebook with its entry count. */
export async function listNotebooks(): Promise<Notebook[]> {
  const response = await apiRequest('GET', '/api/notebooks')
  return (await response.json()) as Notebook[]
}

export function useNotebooks() {
  return useQuery({ queryKey: notebooksQueryKey, queryFn: listNotebooks })
}

// Query keys of the memory page. The chat's save actions invalidate the same '/api/memories' prefix.

export const memoriesQueryKey = ['/api/memories'] as const
export const consolidatedMemoryQueryKey = ['/api/consolidated-memory'] as const

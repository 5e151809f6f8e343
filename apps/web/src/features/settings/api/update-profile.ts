import type { ProfileUpdate } from '@orion/contracts/user'
import type { User } from '@orion/contracts/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/request'
import { userQueryKey } from '@/lib/session'

/** PATCH /api/user/profile: the updated user. */
export async function updateProfile(update: ProfileUpdate): Promise<User> {
  const response = await apiRequest('PATCH', '/api/user/profile', update)
  return (await response.json()) as User
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  })
}

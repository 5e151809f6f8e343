import type { User } from '@orion/contracts/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/request'
import { userQueryKey } from '@/lib/session'

/** POST /api/user/upload-photo, multipart field `photo`: the updated user. */
export async function uploadPhoto(file: File): Promise<User> {
  const form = new FormData()
  form.append('photo', file, file.name)
  const response = await apiRequest('POST', '/api/user/upload-photo', form)
  return (await response.json()) as User
}

/** The new photo shows at once wherever the avatar is (user menu, settings, sidebar). */
export function useUploadPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  })
}

/** POST /api/user/refresh-photo: the account's Google or Microsoft photo becomes the photo. */
export function useRefreshPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (photoURL: string) => {
      const response = await apiRequest('POST', '/api/user/refresh-photo', { photoURL })
      return (await response.json()) as User
    },
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  })
}

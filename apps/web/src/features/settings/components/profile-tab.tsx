import { zodResolver } from '@hookform/resolvers/zod'
import { FILE_TOO_LARGE, UPLOAD_MAX_BYTES } from '@orion/contracts/uploads'
import { profileUpdateSchema, type User } from '@orion/contracts/user'
import { Camera, LoaderCircle, RefreshCw } from 'lucide-react'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { UserAvatar } from '@/components/ui/user-avatar'
import { useUpdateProfile } from '@/features/settings/api/update-profile'
import { useRefreshPhoto, useUploadPhoto } from '@/features/settings/api/upload-photo'
import { ApiRequestError } from '@/lib/api-error'
import { toast, toastError } from '@/lib/toast'

const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.'

const profileFormSchema = profileUpdateSchema
  .pick({ fullName: true, email: true, currentPassword: true })
  .required({ fullName: true, email: true })

/** The avatar and its "Change photo" button (POST /api/user/upload-photo). */
function PhotoPicker({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadPhoto()
  const refresh = useRefreshPhoto()

  function refreshFromProvider() {
    // spec part 2 §5: only with an identity-provider photo.
    if (!user.providerPhotoURL) return toast({ title: 'No profile photo' })
    refresh.mutate(user.providerPhotoURL, {
      onSuccess: () => toast({ title: 'Profile updated' }),
      onError: (error) =>
        toast({
          title: 'Refresh failed',
          description:
            error instanceof ApiRequestError && error.code === 'no_profile_photo'
              ? 'No profile photo'
              : 'Failed to refresh profile photo. Please try again.',
          variant: 'destructive',
        }),
    })
  }

  function chosen(file: File | undefined) {
    if (input.current) input.current.value = ''
    if (!file) return
    if (file.size > UPLOAD_MAX_BYTES) {
      return toast({ title: 'Update failed', description: FILE_TOO_LARGE, variant: 'destructive' })
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Profile updated' }),
      onError: (error) => toastError('Update failed', error, PROFILE_UPDATE_FAILED),
    })
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <UserAvatar user={user} size="lg" />
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label="Profile photo"
        onChange={(event) => chosen(event.target.files?.[0])}
      />
      <button
        type="button"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        className={buttonClasses('ghost', 'px-2 py-1 text-xs')}
      >
        {upload.isPending ? (
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
        ) : (
          <Camera className="size-3.5" aria-hidden="true" />
        )}
        {upload.isPending ? 'Uploading...' : 'Change photo'}
      </button>
      <button
        type="button"
        disabled={refresh.isPending}
        onClick={refreshFromProvider}
        className={buttonClasses('ghost', 'px-2 py-1 text-xs')}
      >
        <RefreshCw
          className={`size-3.5 ${refresh.isPending ? 'animate-spin' : ''}`}
          aria-hidden="true"
        />
        Refresh Google photo
      </button>
    </div>
  )
}

/** Settings > Profile: avatar, full name, email; the username never changes. */
export function ProfileTab({ user }: { user: User }) {
  const update = useUpdateProfile()
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    values: { fullName: user.fullName, email: user.email, currentPassword: '' },
  })
  const { errors, isDirty } = form.formState
  // A new sign-in email needs the current password (left empty by Google/Microsoft accounts).
  const emailChanged = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase()

  const submit = form.handleSubmit(({ currentPassword, ...values }) =>
    update.mutate(
      emailChanged ? { ...values, currentPassword: currentPassword || undefined } : values,
      {
        onSuccess: () => {
          form.resetField('currentPassword')
          toast({ title: 'Profile updated' })
        },
        onError: (error) => toastError('Update failed', error, PROFILE_UPDATE_FAILED),
      },
    ),
  )

  return (
    <form onSubmit={submit} noValidate className="max-w-lg space-y-5">
      <div className="flex items-center gap-4">
        <PhotoPicker user={user} />
        <div>
          <p className="font-semibold text-star">{user.fullName}</p>
          <p className="text-sm text-star-muted">{user.email}</p>
        </div>
      </div>
      <FormField id="profile-full-name" label="Full Name" error={errors.fullName?.message}>
        <input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <FormField id="profile-email" label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      {emailChanged && (
        <FormField
          id="profile-current-password"
          label="Current Password"
          error={errors.currentPassword?.message}
          hint="Needed to change your email. Signed in with Google or Microsoft? Leave it empty."
        >
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
      )}
      <FormField
        id="profile-username"
        label="Username"
        error={undefined}
        hint="Username cannot be changed"
      >
        <input readOnly value={user.username} />
      </FormField>
      <button type="submit" disabled={update.isPending || !isDirty} className={buttonClasses()}>
        {update.isPending ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  )
}

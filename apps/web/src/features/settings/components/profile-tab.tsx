import { zodResolver } from '@hookform/resolvers/zod'
import { profileUpdateSchema, type User } from '@orion/contracts/user'
import { useForm } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { UserAvatar } from '@/components/ui/user-avatar'
import { useUpdateProfile } from '@/features/settings/api/update-profile'
import { ApiRequestError } from '@/lib/api-error'
import { toast } from '@/lib/toast'

const profileFormSchema = profileUpdateSchema.pick({ fullName: true, email: true }).required()

function updateFailedMessage(error: unknown): string {
  // A taken email is the person's to fix: say so in the server's words.
  if (error instanceof ApiRequestError && error.code === 'email_in_use' && error.serverMessage)
    return error.serverMessage
  return 'Failed to update profile. Please try again.'
}

/** Settings > Profile (spec part 2 §2): avatar, full name, email; the username never changes. */
export function ProfileTab({ user }: { user: User }) {
  const update = useUpdateProfile()
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    values: { fullName: user.fullName, email: user.email },
  })
  const { errors, isDirty } = form.formState

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast({ title: 'Profile updated' }),
      onError: (error) =>
        toast({
          title: 'Update failed',
          description: updateFailedMessage(error),
          variant: 'destructive',
        }),
    }),
  )

  return (
    <form onSubmit={submit} noValidate className="max-w-lg space-y-5">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} size="lg" />
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

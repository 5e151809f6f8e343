import { zodResolver } from '@hookform/resolvers/zod'
import { profileUpdateSchema, type User } from '@orion/contracts/user'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { buttonClasses } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { useUpdateProfile } from '@/features/settings/api/update-profile'
import { toast } from '@/lib/toast'

const aboutMeFormSchema = z.object({
  pronouns: profileUpdateSchema.shape.pronouns.unwrap().unwrap(),
  aboutMe: profileUpdateSchema.shape.aboutMe.unwrap().unwrap(),
  interests: profileUpdateSchema.shape.interests.unwrap().unwrap(),
})

/**
 * Settings > About Me: pronouns, about me, interests and hobbies; read-only
 * until Edit is pressed, then editable with Save. Orion reads it in every conversation.
 */
export function AboutMeTab({ user }: { user: User }) {
  const update = useUpdateProfile()
  const [editing, setEditing] = useState(false)
  const form = useForm({
    resolver: zodResolver(aboutMeFormSchema),
    values: {
      pronouns: user.pronouns ?? '',
      aboutMe: user.aboutMe ?? '',
      interests: user.interests ?? '',
    },
  })
  const { errors } = form.formState

  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        setEditing(false)
        toast({ title: 'About Me updated' })
      },
      onError: () =>
        toast({
          title: 'Update failed',
          description: 'Failed to update your personal information. Please try again.',
          variant: 'destructive',
        }),
    }),
  )

  return (
    <form onSubmit={save} noValidate className="max-w-lg space-y-5">
      <p className="text-sm text-star-muted">
        Orion reads this in every conversation, so it knows who it is talking with. Replies that
        used it say so under &quot;Remembered&quot;.
      </p>
      <FormField id="about-pronouns" label="Pronouns" error={errors.pronouns?.message}>
        <input readOnly={!editing} placeholder="e.g. she/her" {...form.register('pronouns')} />
      </FormField>
      <FormField id="about-me" label="About Me" error={errors.aboutMe?.message}>
        <textarea
          readOnly={!editing}
          rows={5}
          placeholder="What would you like Orion to know about you?"
          {...form.register('aboutMe')}
        />
      </FormField>
      <FormField id="about-interests" label="Interests & Hobbies" error={errors.interests?.message}>
        <textarea
          readOnly={!editing}
          rows={3}
          placeholder="e.g. hiking, painting, jazz"
          {...form.register('interests')}
        />
      </FormField>
      {editing ? (
        <div className="flex gap-2">
          <button type="submit" disabled={update.isPending} className={buttonClasses()}>
            {update.isPending ? 'Saving...' : 'Save'}
          </button>
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => {
              form.reset()
              setEditing(false)
            }}
            className={buttonClasses('secondary')}
          >
            Cancel
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setEditing(true)}
          className={buttonClasses('secondary')}
        >
          Edit
        </button>
      )}
    </form>
  )
}

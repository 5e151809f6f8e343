import { crisisLinesFor } from '@orion/contracts/crisis-lines'
import { CountrySelect } from '@/components/crisis/country-select'
import { useChooseCountry, useCrisisCountry } from '@/lib/crisis-country'
import { toast, toastError } from '@/lib/toast'

/** Settings > Profile: the country whose crisis lines Orion shows (guessed until chosen). */
export function CrisisCountrySetting() {
  const country = useCrisisCountry()
  const choose = useChooseCountry()
  return (
    <section aria-labelledby="crisis-country-heading" className="mt-8 max-w-lg space-y-2">
      <h2 id="crisis-country-heading" className="font-semibold text-star">
        Crisis lines
      </h2>
      <p className="text-sm text-star-muted">
        {country.chosen
          ? 'Orion shows the crisis lines and emergency number of this country.'
          : 'Guessed from your browser’s language. Choose your country so Orion shows the right crisis lines and emergency number.'}
      </p>
      <CountrySelect
        label="Country"
        value={country.code}
        disabled={choose.isPending}
        onChange={(code) =>
          choose.mutate(code, {
            onSuccess: (user) =>
              toast({
                title: 'Country saved',
                description: `Crisis lines for ${crisisLinesFor(user.country).name}.`,
              }),
            onError: (error) =>
              toastError('Update failed', error, 'Failed to save your country. Please try again.'),
          })
        }
      />
    </section>
  )
}

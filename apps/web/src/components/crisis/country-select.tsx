import { CRISIS_LINES, type CountryCode } from '@orion/contracts/crisis-lines'
import { useId } from 'react'

const byName = [...CRISIS_LINES].sort((a, b) => a.name.localeCompare(b.name))

/** Picks the country whose crisis lines are shown. */
export function CountrySelect({
  value,
  onChange,
  label = 'Your country',
  disabled,
}: {
  value: CountryCode
  onChange: (code: CountryCode) => void
  label?: string
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="text-star-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as CountryCode)}
        className="rounded-lg border border-white/20 bg-night-900 px-2 py-1.5 text-star"
      >
        {byName.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  )
}

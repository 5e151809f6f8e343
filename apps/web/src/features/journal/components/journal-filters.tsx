import { Search } from 'lucide-react'
import type { ReactNode } from 'react'
import type { JournalSort } from '@/features/journal/api/query-keys'

const selectClasses =
  'min-w-0 rounded-lg border border-white/20 bg-night-800 px-3 py-2 text-sm text-star'

export interface FilterValues {
  search: string
  tag: string
  mood: string
  sort: JournalSort
}

/** Search ('Search entries...', on the server), tag, mood and sort. */
export function JournalFilters({
  values,
  tags,
  moods,
  onChange,
}: {
  values: FilterValues
  tags: string[]
  moods: string[]
  onChange: (changes: Partial<FilterValues>) => void
}) {
  return (
    <div role="search" className="mb-4 flex flex-wrap items-center gap-2">
      <div className="relative min-w-0 flex-[3_1_12rem]">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-star-muted"
          aria-hidden="true"
        />
        <input
          type="search"
          value={values.search}
          onChange={(event) => onChange({ search: event.target.value })}
          placeholder="Search entries..."
          aria-label="Search entries"
          className="w-full rounded-lg border border-white/20 bg-night-800 py-2 pr-3 pl-9 text-sm text-star placeholder:text-star-muted/70"
        />
      </div>
      <FilterSelect
        className="flex-none"
        label="Sort entries"
        value={values.sort}
        onChange={(sort) => onChange({ sort: sort as JournalSort })}
      >
        <option value="newest">Newest First</option>
        <option value="oldest">Oldest First</option>
      </FilterSelect>
      <FilterSelect
        className="flex-[1_1_8rem]"
        label="Filter by tag"
        value={values.tag}
        onChange={(tag) => onChange({ tag })}
      >
        <option value="">All Tags</option>
        {tags.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        className="flex-[1_1_8rem]"
        label="Filter by mood"
        value={values.mood}
        onChange={(mood) => onChange({ mood })}
      >
        <option value="">All Moods</option>
        {moods.map((mood) => (
          <option key={mood} value={mood}>
            {mood}
          </option>
        ))}
      </FilterSelect>
    </div>
  )
}

function FilterSelect({
  className,
  label,
  value,
  onChange,
  children,
}: {
  className: string
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={`${selectClasses} ${className}`}
    >
      {children}
    </select>
  )
}

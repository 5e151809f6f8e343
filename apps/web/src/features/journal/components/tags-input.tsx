import { normalizeTags, TAG_MAX } from '@orion/contracts/journal'
import { X } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { controlClasses } from '@/components/ui/form-field'

/** The tags with one more added: trimmed, and ignored when empty or already there. */
export function addTag(tags: string[], candidate: string): string[] {
  return normalizeTags([...tags, candidate])
}

/** A tag field with an Add button (or Enter) and removable chips. */
export function TagsInput({
  id,
  value,
  onChange,
}: {
  id: string
  value: string[]
  onChange: (tags: string[]) => void
}) {
  const [text, setText] = useState('')

  function add() {
    const next = addTag(value, text)
    if (next.length !== value.length) onChange(next)
    setText('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    // Enter adds the tag instead of submitting the form.
    event.preventDefault()
    add()
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={TAG_MAX}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Add a tag"
          className={controlClasses}
        />
        <button type="button" onClick={add} className={buttonClasses('secondary', 'shrink-0')}>
          Add
        </button>
      </div>
      {value.length > 0 ? (
        <ul data-telemetry-private aria-label="Added tags" className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-night-700 py-1 pr-1 pl-3 text-sm text-star"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((other) => other !== tag))}
                className="rounded-full p-0.5 text-star-muted hover:bg-white/10 hover:text-star"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { addTag, TagsInput } from '@/features/journal/components/tags-input'

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial)
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagsInput id="tags" value={tags} onChange={setTags} />
    </>
  )
}

const chips = () =>
  within(screen.queryByRole('list', { name: 'Added tags' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

describe('tags input (spec part 2 §5)', () => {
  it('trims tags and ignores empty and duplicate ones', () => {
    expect(addTag(['calm'], '  focus  ')).toEqual(['calm', 'focus'])
    expect(addTag(['calm'], '   ')).toEqual(['calm'])
    expect(addTag(['calm'], ' Calm ')).toEqual(['calm'])
  })

  it('adds a tag with the Enter key and with the Add button, and removes it from its chip', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const input = screen.getByLabelText('Tags')
    await user.type(input, '  dreams {Enter}')
    expect(chips()).toEqual(['dreams'])
    expect(input).toHaveValue('')
    await user.type(input, 'work')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(chips()).toEqual(['dreams', 'work'])
    await user.type(input, 'dreams{Enter}')
    await user.type(input, '   {Enter}')
    expect(chips()).toEqual(['dreams', 'work'])
    await user.click(screen.getByRole('button', { name: 'Remove tag dreams' }))
    expect(chips()).toEqual(['work'])
  })

  it('does not submit the surrounding form when Enter adds a tag', async () => {
    const user = userEvent.setup()
    let submitted = false
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submitted = true
        }}
      >
        <Harness />
      </form>,
    )
    await user.type(screen.getByLabelText('Tags'), 'x{Enter}')
    expect(submitted).toBe(false)
  })
})

import { DEFAULT_NOTEBOOK_COLOR, type Notebook } from '@orion/contracts/journal'

/** The swatches of the notebook form; any 6-digit hex colour may be typed too. */
export const NOTEBOOK_COLOR_SWATCHES = [
  DEFAULT_NOTEBOOK_COLOR,
  '#5865F2',
  '#A78BFA',
  '#F472B6',
  '#F87171',
  '#FBBF24',
  '#34D399',
  '#94A3B8',
] as const

/** The border colour of a card: its notebook's, or the default teal without one. */
export function entryColor(notebookId: string | null, notebooks: Notebook[] | undefined): string {
  if (!notebookId) return DEFAULT_NOTEBOOK_COLOR
  return (
    notebooks?.find((notebook) => notebook.notebookId === notebookId)?.color ??
    DEFAULT_NOTEBOOK_COLOR
  )
}

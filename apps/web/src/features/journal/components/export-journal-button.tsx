import type { JournalEntry, Notebook } from '@orion/contracts/journal'
import { FileDown } from 'lucide-react'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { buildJournalHtml, journalExportFilename } from '@/features/journal/journal-export'
import { downloadFile } from '@/lib/download'

/**
 * Export: the entries on screen (folder and filters applied) as an HTML document, then how to
 * open it in Google Docs or Word.
 */
export function ExportJournalButton({
  entries,
  notebooks,
}: {
  entries: JournalEntry[]
  notebooks: Notebook[]
}) {
  const [exported, setExported] = useState<{ filename: string; count: number } | null>(null)

  function exportEntries() {
    const notebookNames = new Map(notebooks.map((notebook) => [notebook.notebookId, notebook.name]))
    const name = journalExportFilename()
    downloadFile(buildJournalHtml(entries, { notebookNames }), name, 'text/html')
    setExported({ filename: name, count: entries.length })
  }

  return (
    <>
      <button
        type="button"
        onClick={exportEntries}
        disabled={entries.length === 0}
        title={entries.length === 0 ? 'No entries to export' : undefined}
        className={buttonClasses('secondary')}
      >
        <FileDown className="size-4" aria-hidden="true" />
        Export
      </button>
      <Dialog open={exported !== null} onOpenChange={(open) => !open && setExported(null)}>
        <DialogContent>
          <DialogTitle>Your journal was exported</DialogTitle>
          <DialogDescription>
            {exported?.count} {exported?.count === 1 ? 'entry was' : 'entries were'} saved to{' '}
            <strong className="break-all text-star">{exported?.filename}</strong> in your downloads.
          </DialogDescription>
          <div className="mt-4 space-y-3 text-sm text-star-muted">
            <h3 className="font-semibold text-star">Open it in Google Docs</h3>
            <ol className="list-decimal space-y-1 pl-5">
              <li>Open Google Docs and start a blank document.</li>
              <li>Choose File &gt; Open, then the Upload tab.</li>
              <li>Select the exported .html file: it opens as a Google Doc.</li>
            </ol>
            <h3 className="font-semibold text-star">Open it in Microsoft Word</h3>
            <ol className="list-decimal space-y-1 pl-5">
              <li>In Word, choose File &gt; Open and select the .html file.</li>
              <li>Use File &gt; Save As and pick Word Document (.docx) to keep a copy.</li>
            </ol>
          </div>
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={() => setExported(null)} className={buttonClasses()}>
              Done
            </button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}

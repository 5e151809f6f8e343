import { formatMemoriesForExport, type Memory } from '@orion/contracts/memory'
import { Download, FileUp, LoaderCircle, ScrollText, Sparkles } from 'lucide-react'
import { useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { useGenerateSummary } from '@/features/memory/api/generate-summary'
import { useImportMemories } from '@/features/memory/api/import-memories'
import { ConsolidatedMemoryDialog } from '@/features/memory/components/consolidated-memory-dialog'
import { IMPORT_ACCEPT, importFileProblem } from '@/features/memory/import-file-check'
import { memoryExportFilename } from '@/features/memory/memory-export'
import { downloadFile } from '@/lib/download'
import { toast, toastError } from '@/lib/toast'

const toolbarButton = buttonClasses('secondary', 'px-3')

function plural(count: number, one: string, many: string) {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
}

/** Additional Context, Smart Summary, Import and Export All. */
export function MemoryToolbar({ memories }: { memories: Memory[] | undefined }) {
  const [contextOpen, setContextOpen] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const summary = useGenerateSummary()
  const importer = useImportMemories()
  const hasMemories = (memories?.length ?? 0) > 0

  function runSmartSummary() {
    summary.mutate(undefined, {
      onSuccess: ({ summaryLength }) =>
        toast({
          title: 'Smart Summary complete',
          description: `Your consolidated memory now holds ${plural(summaryLength, 'character', 'characters')}.`,
        }),
      onError: (error) => toastError('Smart Summary failed', error, 'Please try again later.'),
    })
  }

  function importFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = ''
    if (!file) return
    const problem = importFileProblem(file)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    importer.mutate(file, {
      onSuccess: ({ count }) =>
        toast({
          title: 'Import complete',
          description: `Imported ${plural(count, 'memory', 'memories')}.`,
        }),
      onError: (error) =>
        toastError('Import failed', error, 'The file could not be imported. Please try again.'),
    })
  }

  function exportAll() {
    if (!memories || memories.length === 0) {
      toast({
        title: 'No memories to export',
        description: 'You need to save some memories first.',
      })
      return
    }
    downloadFile(formatMemoriesForExport(memories), memoryExportFilename())
    toast({
      title: 'Memories exported',
      description: `${plural(memories.length, 'memory', 'memories')} saved to a file.`,
    })
  }

  return (
    <div role="toolbar" aria-label="Memory tools" className="flex flex-wrap gap-2">
      <button type="button" onClick={() => setContextOpen(true)} className={toolbarButton}>
        <ScrollText className="size-4" aria-hidden="true" />
        Additional Context
      </button>
      <button
        type="button"
        onClick={runSmartSummary}
        disabled={!hasMemories || summary.isPending}
        aria-busy={summary.isPending}
        className={toolbarButton}
      >
        {summary.isPending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles className="size-4" aria-hidden="true" />
        )}
        {summary.isPending ? 'Summarizing...' : 'Smart Summary'}
      </button>
      <button
        type="button"
        onClick={() => fileInput.current?.click()}
        disabled={importer.isPending}
        aria-busy={importer.isPending}
        className={toolbarButton}
      >
        {importer.isPending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <FileUp className="size-4" aria-hidden="true" />
        )}
        {importer.isPending ? 'Importing...' : 'Import'}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-label="Import memories from a file"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => importFile(event.target.files?.[0])}
      />
      <button type="button" onClick={exportAll} className={toolbarButton}>
        <Download className="size-4" aria-hidden="true" />
        Export All
      </button>
      <ConsolidatedMemoryDialog open={contextOpen} onOpenChange={setContextOpen} />
    </div>
  )
}

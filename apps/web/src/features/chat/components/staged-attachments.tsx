import { FileText, X } from 'lucide-react'
import { formatSize, type StagedFile } from '@/features/chat/attachments/staged-file'

/** The files staged in the composer: picture or document, name, size, type; removable. */
export function StagedAttachments({
  files,
  onRemove,
}: {
  files: StagedFile[]
  onRemove: (id: string) => void
}) {
  if (files.length === 0) return null
  return (
    <ul data-telemetry-private aria-label="Attached files" className="mb-2 flex flex-wrap gap-2">
      {files.map((file) => (
        <li
          key={file.id}
          className="flex max-w-60 items-center gap-2 rounded-lg border border-white/15 bg-night-900/70 p-1.5 pr-1 text-xs text-star"
        >
          {file.preview ? (
            <img src={file.preview} alt="" className="size-10 shrink-0 rounded object-cover" />
          ) : (
            <FileText className="size-8 shrink-0 text-star-muted" aria-hidden="true" />
          )}
          <span className="min-w-0">
            <span className="block truncate font-medium" title={file.name}>
              {file.name}
            </span>
            <span className="block text-star-muted">
              {formatSize(file.size)} · {file.type || file.name.split('.').pop()?.toUpperCase()}
            </span>
          </span>
          <button
            type="button"
            onClick={() => onRemove(file.id)}
            aria-label={`Remove ${file.name}`}
            className="ml-auto inline-flex size-7 shrink-0 items-center justify-center rounded-md text-star-muted hover:bg-white/10 hover:text-star"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  )
}

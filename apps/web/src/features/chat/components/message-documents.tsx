import type { DocumentSummary } from '@orion/contracts/uploads'
import { FileText } from 'lucide-react'
import { formatSize } from '@/features/chat/attachments/staged-file'

/** The documents sent with a message, as chips; says when only part of one could be read. */
export function MessageDocuments({ documents }: { documents: DocumentSummary[] }) {
  return (
    <ul aria-label="Attached documents" className="mb-1 flex flex-wrap justify-end gap-2">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex max-w-72 items-start gap-2 rounded-lg border border-white/20 bg-night-900/60 px-2.5 py-1.5 text-xs text-star"
        >
          <FileText className="mt-0.5 size-4 shrink-0 text-star-muted" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block truncate font-medium" title={document.name}>
              {document.name}
            </span>
            <span className="block text-star-muted">
              {document.kind.toUpperCase()} · {formatSize(document.size)}
            </span>
            {document.readInFull ? null : (
              <span className="mt-0.5 block text-amber-200">
                Only part of this document could be read: too long to read whole, so Orion reads the
                passages most relevant to each message.
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

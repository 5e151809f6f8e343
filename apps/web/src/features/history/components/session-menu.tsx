import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Download, MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { RenameSessionDialog } from '@/components/chat-sessions/rename-session-dialog'
import { menuContentClasses, menuItemClasses } from '@/components/ui/menu'
import {
  ExportResponseError,
  useExportSession,
  type ExportFormat,
} from '@/features/history/api/export-session'
import { DeleteSessionDialog } from '@/features/history/components/delete-session-dialog'
import { toast } from '@/lib/toast'

const exportFormats: { format: ExportFormat; label: string }[] = [
  { format: 'pdf', label: 'Export as PDF' },
  { format: 'json', label: 'Export as JSON' },
  { format: 'txt', label: 'Export as Text' },
  { format: 'html', label: 'Export as HTML' },
]

/** Rename, export (PDF, JSON, Text, HTML) and delete one conversation. */
export function SessionMenu({ session }: { session: { id: string; title: string } }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null)
  const exportSession = useExportSession()
  const closeUnless = (name: 'rename' | 'delete') => (open: boolean) =>
    setDialog(open ? name : null)

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={`More actions for ${session.title}`}
          className="inline-flex size-9 items-center justify-center rounded-lg text-star-muted hover:bg-white/10 hover:text-star"
        >
          <MoreHorizontal className="size-5" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClasses}>
            <DropdownMenu.Item className={menuItemClasses} onSelect={() => setDialog('rename')}>
              <Pencil className="size-4" aria-hidden="true" />
              Rename
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
            {exportFormats.map(({ format, label }) => (
              <DropdownMenu.Item
                key={format}
                className={menuItemClasses}
                onSelect={() =>
                  exportSession.mutate(
                    { id: session.id, format },
                    {
                      // An error answer names its status; anything else
                      // (the connection, the download) is 'Export failed'.
                      onError: (error) =>
                        toast(
                          error instanceof ExportResponseError
                            ? {
                                title: 'Failed to export session',
                                description: error.message,
                                variant: 'destructive',
                              }
                            : { title: 'Export failed', variant: 'destructive' },
                        ),
                    },
                  )
                }
              >
                <Download className="size-4" aria-hidden="true" />
                {label}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
            <DropdownMenu.Item
              className={`${menuItemClasses} text-red-300`}
              onSelect={() => setDialog('delete')}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <RenameSessionDialog
        session={session}
        open={dialog === 'rename'}
        onOpenChange={closeUnless('rename')}
      />
      <DeleteSessionDialog
        session={session}
        open={dialog === 'delete'}
        onOpenChange={closeUnless('delete')}
      />
    </>
  )
}

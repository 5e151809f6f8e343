import { useCallback, useEffect, useRef, useState } from 'react'
import { compressImage, ImageTooComplexError } from '@/features/chat/attachments/compress-image'
import {
  checkFile,
  isPastableImage,
  stageFile,
  type StagedFile,
} from '@/features/chat/attachments/staged-file'
import { UPLOAD_MAX_BYTES } from '@orion/contracts/uploads'
import { toast } from '@/lib/toast'

// The composer's staged files: chosen,
// dropped or pasted; checked, pictures over 5 MB compressed; removed before sending; restored
// when sending fails.

const destructive = 'destructive' as const

async function compressed(file: File): Promise<File | null> {
  try {
    return await compressImage(file)
  } catch (error) {
    toast({
      title: 'Compression failed',
      description:
        error instanceof ImageTooComplexError
          ? error.message
          : 'Could not compress image. Please try a smaller image.',
      variant: destructive,
    })
    return null
  }
}

export function useStagedFiles() {
  const [files, setFiles] = useState<StagedFile[]>([])
  const [preparing, setPreparing] = useState(0)
  const current = useRef(files)
  current.current = files

  // Object URLs live as long as the page: the sent message shows them until the server's URL comes.
  useEffect(
    () => () => current.current.forEach((f) => f.preview && URL.revokeObjectURL(f.preview)),
    [],
  )

  const stage = useCallback(async (file: File, kind: 'image' | 'document') => {
    setPreparing((count) => count + 1)
    try {
      const ready = kind === 'image' ? await compressed(file) : file
      if (ready) setFiles((list) => [...list, stageFile(ready, kind)])
    } finally {
      setPreparing((count) => count - 1)
    }
  }, [])

  /** Files from the file picker or a drop. */
  const addFiles = useCallback(
    async (list: Iterable<File>) => {
      for (const file of list) {
        const check = checkFile(file)
        if (!check.ok) {
          toast(
            check.reason === 'type'
              ? {
                  title: 'Invalid file type',
                  description: `${file.name}: images must be JPG, PNG, WebP or GIF, documents PDF, TXT, DOC, DOCX or MD.`,
                  variant: destructive,
                }
              : {
                  title: 'File too large',
                  description: 'Please upload a file smaller than 10MB.',
                  variant: destructive,
                },
          )
          continue
        }
        await stage(file, check.kind)
      }
    },
    [stage],
  )

  /** Pictures pasted into the message box. */
  const addPasted = useCallback(
    async (items: DataTransferItemList): Promise<boolean> => {
      const files = [...items].filter((item) => item.kind === 'file')
      if (files.length === 0) return false
      for (const item of files) {
        if (!isPastableImage(item.type)) {
          toast({
            title: 'Invalid image type',
            description: 'Pasted content must be JPG, PNG, WebP, or GIF images only.',
            variant: destructive,
          })
          continue
        }
        try {
          const blob = item.getAsFile()
          if (!blob) {
            toast({
              title: 'Paste failed',
              description: 'Could not extract image from clipboard.',
              variant: destructive,
            })
            continue
          }
          if (blob.size > UPLOAD_MAX_BYTES) {
            toast({
              title: 'Image too large',
              description: 'Please paste an image smaller than 10MB.',
              variant: destructive,
            })
            continue
          }
          const extension = item.type.split('/')[1]!.replace('jpeg', 'jpg')
          const named = new File([blob], `pasted-image-${Date.now()}.${extension}`, {
            type: item.type,
          })
          await stage(named, 'image')
        } catch {
          toast({
            title: 'Paste failed',
            description: 'There was an error processing your pasted image.',
            variant: destructive,
          })
        }
      }
      return true
    },
    [stage],
  )

  const remove = useCallback((id: string) => {
    setFiles((list) => {
      const gone = list.find((file) => file.id === id)
      if (gone?.preview) URL.revokeObjectURL(gone.preview)
      return list.filter((file) => file.id !== id)
    })
  }, [])

  /** Empties the composer without revoking previews (the message being sent shows them). */
  const take = useCallback((): StagedFile[] => {
    const taken = current.current
    setFiles([])
    return taken
  }, [])

  const restore = useCallback((restored: StagedFile[]) => {
    setFiles((list) => [...restored, ...list])
  }, [])

  return { files, preparing: preparing > 0, addFiles, addPasted, remove, take, restore }
}
export type StagedFiles = ReturnType<typeof useStagedFiles>

import type { FitbitReading } from '@orion/contracts/fitbit'
import type { SessionWithMessages } from '@orion/contracts/chat'
import type { JournalEntry, Notebook } from '@orion/contracts/journal'
import type { Memory } from '@orion/contracts/memory'
import type { DocumentSummary, GalleryImage } from '@orion/contracts/uploads'
import type { User } from '@orion/contracts/user'
import type { Readable } from 'node:stream'
import type { UserRow } from '../../db/schema/users'
import { createZipStream } from './zip-stream'

// "Download my data" (issue 14, beyond the spec, which sends people to support): one ZIP with
// everything the account owns, as the API returns it (JSON), plus the files: the gallery's
// pictures, the documents sent with messages and the profile photo. Built as a stream: the first bytes leave at once.

/** What the export reads, through each feature's own service (the same answers as the API). */
export interface ExportSources {
  profile(user: UserRow): Promise<User>
  photo(user: UserRow): Promise<{ stream: Readable } | null>
  sessions(user: UserRow): Promise<{ id: string }[]>
  session(user: UserRow, id: string, before?: string): Promise<SessionWithMessages>
  journalPage(userId: string, offset: number): Promise<JournalEntry[]>
  notebooks(userId: string): Promise<Notebook[]>
  memories(userId: string): Promise<{ memories: Memory[] }>
  /** Every stored Fitbit reading, oldest first. */
  fitbitReadings(userId: string): Promise<FitbitReading[]>
  galleryPage(
    userId: string,
    before?: string,
  ): Promise<{ images: GalleryImage[]; nextCursor: string | null }>
  picture(userId: string, id: string): Promise<{ stream: Readable; contentType: string }>
  /** Every document the person uploaded, with the message it was sent with (null: never sent). */
  documents(
    userId: string,
  ): Promise<(DocumentSummary & { sessionId: string | null; messageId: string | null })[]>
  document(userId: string, id: string): Promise<{ stream: Readable }>
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

const README = `Your Orion data
================

Everything your Orion account holds, as of the date in the file name.

profile.json        your account: name, e-mail, username, About Me, settings, consolidated memory
conversations.json  every conversation with all its messages
journal.json        your journal entries
notebooks.json      your notebooks
memories.json       the memories Orion keeps about you
fitbit-readings.json  the readings synced from your Fitbit (Settings, Fitbit Sync)
gallery.json        your pictures' details; the pictures themselves are in gallery/
documents.json      the documents you sent with messages (and the conversation and message each
                    belongs to); the files themselves are in documents/
profile-photo.webp  the photo you uploaded (when there is one)

The JSON files hold the same fields the Orion app reads from its server.
`

/** Every message of a session: the API pages them from the newest; they are put back in order. */
async function wholeSession(sources: ExportSources, user: UserRow, id: string) {
  let page = await sources.session(user, id)
  const { hasMoreBefore: _more, messages: first, ...session } = page
  const messages = [...first]
  while (page.hasMoreBefore && page.messages.length > 0) {
    page = await sources.session(user, id, page.messages[0]!.id)
    messages.unshift(...page.messages)
  }
  return { ...session, messages }
}

export function buildDataExport(
  sources: ExportSources,
  user: UserRow,
  onError: (error: unknown) => void,
) {
  const zip = createZipStream()

  async function write() {
    await zip.addText('README.txt', README)
    const profile = await sources.profile(user)
    const photo = await sources.photo(user)
    await zip.addJson('profile.json', {
      ...profile,
      photoURL: photo ? 'profile-photo.webp' : profile.photoURL,
      sessionId: undefined,
    })
    if (photo) await zip.addFile('profile-photo.webp', photo.stream)

    const conversations = []
    for (const session of await sources.sessions(user)) {
      conversations.push(await wholeSession(sources, user, session.id))
    }
    await zip.addJson('conversations.json', conversations)

    const entries: JournalEntry[] = []
    for (;;) {
      const page = await sources.journalPage(user.id, entries.length)
      entries.push(...page)
      if (page.length === 0) break
    }
    await zip.addJson('journal.json', entries)
    await zip.addJson('notebooks.json', await sources.notebooks(user.id))
    await zip.addJson('memories.json', (await sources.memories(user.id)).memories)
    await zip.addJson('fitbit-readings.json', await sources.fitbitReadings(user.id))

    const pictures: (Omit<GalleryImage, 'imageUrl' | 'thumbnailUrl' | 'downloadUrl'> & {
      file: string
    })[] = []
    let cursor: string | undefined
    do {
      const page = await sources.galleryPage(user.id, cursor)
      for (const image of page.images) {
        const { imageUrl: _i, thumbnailUrl: _t, downloadUrl: _d, ...details } = image
        const picture = await sources.picture(user.id, image.id)
        const file = `gallery/${image.id}.${EXTENSIONS[picture.contentType] ?? 'bin'}`
        await zip.addFile(file, picture.stream)
        pictures.push({ ...details, file })
      }
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    await zip.addJson('gallery.json', pictures)

    const documents = []
    for (const document of await sources.documents(user.id)) {
      const file = `documents/${document.id}.${document.kind}`
      await zip.addFile(file, (await sources.document(user.id, document.id)).stream)
      documents.push({ ...document, file })
    }
    await zip.addJson('documents.json', documents)
    zip.end()
  }

  write().catch((error: unknown) => {
    onError(error)
    zip.fail(error instanceof Error ? error : new Error(String(error)))
  })
  return zip.stream
}

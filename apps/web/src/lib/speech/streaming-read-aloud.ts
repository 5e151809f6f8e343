import {
  startReadAloud,
  type ReadAloudOptions,
  type ReadAloudSession,
} from '@/lib/speech/read-aloud'
import { storedReplyParts, type ReplyPart } from '@/lib/speech/reply-utterances'

// Read aloud pressed on a reply that is still streaming:
// the sentences so far are read at once, each next sentence as soon as it is complete, and the
// reading goes on under the stored message when the stream ends. The chat page feeds it (it sees
// every stream, whether or not the reply is on screen: the list is virtualized).

/** The owner of a reading that follows the reply streaming now. */
export const STREAMING_REPLY = 'streaming-reply'

interface Followed {
  session: ReadAloudSession
  parts: readonly ReplyPart[]
  complete: boolean
}

let followed: Followed | null = null

/** Starts reading the streaming reply from its first sentence; `feed` and `finish` go on. */
export function readStreamingReply(
  parts: readonly ReplyPart[],
  options: Omit<ReadAloudOptions, 'owner' | 'onIdle'>,
) {
  const entry: Followed = {
    parts,
    complete: false,
    session: startReadAloud({
      ...options,
      owner: STREAMING_REPLY,
      onIdle: () => {
        if (followed === entry) followed = null
      },
    }),
  }
  followed = entry
  entry.session.update(parts, false)
}

/** The streaming reply grew: its new complete sentences are read in turn. */
export function feedStreamingReply(parts: readonly ReplyPart[]) {
  if (!followed || followed.complete) return
  followed.parts = parts
  followed.session.update(parts, false)
}

/**
 * The stream ended. With the stored reply, its text finishes the reading and the reading belongs
 * to that message from now on (its button stops it); without (the reply failed or was cancelled),
 * what arrived is read to its end.
 */
export function finishStreamingReply(stored: { id: string; content: string } | null) {
  const entry = followed
  if (!entry) return
  if (!entry.complete) {
    entry.complete = true
    entry.session.update(
      stored
        ? storedReplyParts(entry.parts, stored.content)
        : entry.parts.map((part) => ({ ...part, ended: true })),
      true,
    )
  }
  if (stored) entry.session.handOver(stored.id)
}

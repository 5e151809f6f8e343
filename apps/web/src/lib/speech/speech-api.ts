import { apiRequest } from '@/lib/request'
import type { Utterance } from '@/lib/speech/reply-utterances'

// POST /api/tts and POST /api/speech-to-text.

/** The server voice for one utterance (voice omitted: the server's default, ash unless set). */
export async function synthesizeSpeech(utterance: Utterance, signal?: AbortSignal): Promise<Blob> {
  const body = { text: utterance.text, ...(utterance.voice ? { voice: utterance.voice } : {}) }
  const response = await apiRequest('POST', '/api/tts', body, { signal })
  return response.blob()
}

const EXTENSIONS: Record<string, string> = { webm: 'webm', ogg: 'ogg', mp4: 'mp4', mpeg: 'mp3' }

/** The recording's file name as the server expects it: recording.webm, recording.ogg... */
export function recordingFileName(mimeType: string): string {
  const subtype = /^audio\/([a-z0-9]+)/i.exec(mimeType)?.[1]?.toLowerCase() ?? 'webm'
  return `recording.${EXTENSIONS[subtype] ?? 'webm'}`
}

export async function transcribeRecording(audio: Blob, signal?: AbortSignal): Promise<string> {
  const form = new FormData()
  form.append('audio', audio, recordingFileName(audio.type))
  const response = await apiRequest('POST', '/api/speech-to-text', form, { signal })
  const { text } = (await response.json()) as { text: string }
  return text
}

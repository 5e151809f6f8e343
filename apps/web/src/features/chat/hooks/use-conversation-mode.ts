import type { ConversationMode } from '@orion/contracts/chat'
import { useCallback, useState } from 'react'
import { readStorage, writeStorage } from '@/lib/storage'

/** The choice is persisted locally; conversational by default. */
export const CONVERSATION_MODE_KEY = 'orion.conversationMode'

function storedMode(): ConversationMode {
  return readStorage(CONVERSATION_MODE_KEY) === 'research' ? 'research' : 'conversational'
}

export function useConversationMode() {
  const [mode, setModeState] = useState<ConversationMode>(storedMode)
  const setMode = useCallback((next: ConversationMode) => {
    writeStorage(CONVERSATION_MODE_KEY, next)
    setModeState(next)
  }, [])
  return [mode, setMode] as const
}

import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { setCurrentSession } from '@/lib/current-session'

/** Current session: a new conversation sets the session to 'new' and goes to /. */
export function useNewConversation(): () => void {
  const navigate = useNavigate()
  return useCallback(() => {
    setCurrentSession('new')
    void navigate('/')
  }, [navigate])
}

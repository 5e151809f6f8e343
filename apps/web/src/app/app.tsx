import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { Providers } from '@/app/providers'
import { createAppRouter } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'

export function App() {
  const [queryClient] = useState(() => createQueryClient())
  const [router] = useState(createAppRouter)
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}

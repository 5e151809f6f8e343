import { CHECK_INS_NEED_A_MODEL } from '@orion/contracts/proactive'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CheckInsSetting } from '@/features/settings/components/check-ins-setting'
import { json, renderRoutes, stubApi } from '@/test/api-stub'

const saved = {
  frequency: 'off',
  quietHoursStart: '22:00',
  quietHoursEnd: '08:00',
  timeZone: null,
  available: false,
  unavailableReason: CHECK_INS_NEED_A_MODEL,
  lastCheckInAt: null,
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('CheckInsSetting', () => {
  it("says when no model is set up, offers the browser's time zone and saves the whole preference", async () => {
    let body: unknown
    stubApi({
      handler: ({ method, path, body: sent }) => {
        if (path !== '/api/check-ins/preference') return undefined
        if (method === 'PUT') {
          body = sent
          return json({ ...saved, ...(sent as object) })
        }
        return json(saved)
      },
    })
    renderRoutes([{ path: '/', element: <CheckInsSetting /> }], '/')
    expect(await screen.findByRole('note')).toHaveTextContent(CHECK_INS_NEED_A_MODEL)
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(screen.getByLabelText('Time zone')).toHaveValue(zone)
    await userEvent.click(screen.getByRole('radio', { name: 'Daily' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save check-ins' }))
    await waitFor(() =>
      expect(body).toEqual({
        frequency: 'daily',
        quietHoursStart: '22:00',
        quietHoursEnd: '08:00',
        timeZone: zone,
      }),
    )
    expect(await screen.findByText('Check-ins saved')).toBeInTheDocument()
  })

  it("shows the server's sentence when saving fails", async () => {
    stubApi({
      handler: ({ method, path }) => {
        if (path !== '/api/check-ins/preference') return undefined
        if (method === 'PUT')
          return json(
            {
              error: 'validation_error',
              message: 'Quiet hours must start and end at different times',
            },
            400,
          )
        return json({ ...saved, available: true, unavailableReason: null })
      },
    })
    renderRoutes([{ path: '/', element: <CheckInsSetting /> }], '/')
    await userEvent.click(await screen.findByRole('button', { name: 'Save check-ins' }))
    expect(await screen.findByText('Check-ins not saved')).toBeInTheDocument()
    expect(
      await screen.findByText('Quiet hours must start and end at different times'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })
})

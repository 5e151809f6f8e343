import { afterEach, describe, expect, it } from 'vitest'
import { ApiRequestError, ConnectionLostError } from '@/lib/api-error'
import { clearToasts, getToasts, toastError } from '@/lib/toast'

afterEach(() => clearToasts())

const answer = (status: number, body: object) => new ApiRequestError(status, JSON.stringify(body))

describe('toastError', () => {
  it("shows the server's sentence when it sent one", () => {
    toastError(
      'Save failed',
      answer(409, { error: 'memory_budget_full', message: 'Your memory is full.' }),
      'There was an error saving to memory. Please try again.',
    )
    expect(getToasts()[0]).toMatchObject({
      title: 'Save failed',
      description: 'Your memory is full.',
      variant: 'destructive',
    })
  })

  it("shows the feature's own sentence for the server's catch-all and for a bare status", () => {
    toastError(
      'Error',
      answer(500, { error: 'internal_error', message: 'Something went wrong on our side.' }),
      'Failed to delete notebook',
    )
    toastError('Error', new ApiRequestError(502, 'Bad Gateway'), 'Failed to move entry')
    expect(getToasts().map((toast) => toast.description)).toEqual([
      'Failed to move entry',
      'Failed to delete notebook',
    ])
  })

  it('says the connection was lost, and shows only the title when there is nothing to add', () => {
    toastError('Export failed', new ConnectionLostError('Network error. Check your connection.'))
    toastError('Rename failed', new Error('boom'))
    expect(getToasts().map(({ title, description }) => ({ title, description }))).toEqual([
      { title: 'Rename failed', description: undefined },
      { title: 'Export failed', description: 'Network error. Check your connection.' },
    ])
  })
})

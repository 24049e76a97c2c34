// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NoticeDetail } from '../../notices/notice-api'

// The first sign-in shows one thing at a time: the guided tour waits for the must-read notices, and a must-read
// notice published during a tour waits for the tour to end.

const notice = (id: string, title: string) => ({ id, title, body: `<p>${title}</p>`, confirmInMs: 0 }) as NoticeDetail
let waiting: NoticeDetail[] = []
let announce: (n: { mustRead: boolean }) => void = () => {}
const confirm = vi.fn(async (id: string) => {
  waiting = waiting.filter((n) => n.id !== id)
  return { count: 0 }
})
vi.mock('../../notices/notice-api', () => ({ noticeApi: { mustRead: async () => waiting, confirm } }))
vi.mock('../../notices/live', () => ({
  onNewNotice: (listener: typeof announce) => {
    announce = listener
    return () => {}
  },
  refreshUnread: async () => {},
}))
// The tour's status: never finished. Its completion mark is written when it ends.
const postJson = vi.fn(async (path: string) =>
  path.endsWith('/tour/status') ? { code: 0, result: { completed: false } } : { code: 0 },
)
vi.mock('../../lib/http', () => ({ http: { postJson }, onServerCode: () => {} }))
// The tour itself (driver.js) is not drawn here: a run shows as $tourOpen and ends when the test closes it.
let closeTour: () => void = () => {}
vi.mock('./run-tour', async () => {
  const { $tourOpen } = await import('../../lib/one-layer')
  return {
    tourRunning: () => $tourOpen.get(),
    runTour: () => {
      $tourOpen.set(true)
      const done = new Promise<'closed'>((resolve) => {
        closeTour = () => {
          $tourOpen.set(false)
          resolve('closed')
        }
      })
      return { done, close: closeTour }
    },
  }
})

const { $mustReadWaiting, $tourOpen } = await import('../../lib/one-layer')
const { default: MustRead } = await import('../../notices/must-read')
const { startFirstTour } = await import('./shell-tour')

afterEach(() => {
  cleanup()
  $mustReadWaiting.set(null)
  $tourOpen.set(false)
})

describe('the first sign-in, one thing at a time', () => {
  it('starts the guided tour only once every must-read notice waiting at sign-in is confirmed', async () => {
    waiting = [notice('n1', 'Staff handbook'), notice('n2', 'Safety rules')]
    render(<MustRead />)
    const tour = startFirstTour()
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Staff handbook')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect($tourOpen.get()).toBe(false)
    await userEvent.click(screen.getByTestId('must-read-confirm'))
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('Safety rules'))
    expect($tourOpen.get()).toBe(false)
    await userEvent.click(screen.getByTestId('must-read-confirm'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect($tourOpen.get()).toBe(true))
    act(() => closeTour())
    await tour
  })

  it('starts the tour at once when no must-read notice waits', async () => {
    waiting = []
    render(<MustRead />)
    const tour = startFirstTour()
    await waitFor(() => expect($tourOpen.get()).toBe(true))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    act(() => closeTour())
    await tour
  })

  it('holds a must-read notice published during the tour until the tour ends', async () => {
    waiting = []
    render(<MustRead />)
    const tour = startFirstTour()
    await waitFor(() => expect($tourOpen.get()).toBe(true))
    waiting = [notice('n3', 'New policy')]
    act(() => announce({ mustRead: true }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    act(() => closeTour())
    await tour
    expect((await screen.findByRole('alertdialog')).textContent).toContain('New policy')
  })
})

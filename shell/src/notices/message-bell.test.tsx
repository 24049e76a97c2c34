// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { atom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NoticeSummary } from './notice-api'

const REQUEST = '/portal/approval/center/requests/0f1e2d3c-0000-4000-8000-000000000001'
const notice = (id: string, title: string, link: string | null, read = false): NoticeSummary => ({
  id,
  channel: 'app',
  title,
  excerpt: `About ${title}`,
  mustRead: false,
  countdownSeconds: 0,
  publisherName: 'Wang',
  sourceApp: 'approval',
  receivedAt: Date.UTC(2026, 0, 5),
  read,
  confirmed: false,
  link,
})

const $newest = atom<NoticeSummary[]>([])
const $unread = atom(0)
const markRead = vi.fn(async () => {})
vi.mock('./live', () => ({ $newest, $unread, markRead, startLive: () => () => {} }))
const navigate = vi.fn()
vi.mock('wouter/use-browser-location', async (original) => ({
  ...(await original<typeof import('wouter/use-browser-location')>()),
  navigate,
}))

// The popover positions itself with a ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const { MessageBell } = await import('./message-bell')

afterEach(() => {
  cleanup()
  markRead.mockClear()
  navigate.mockClear()
})

async function openBell() {
  render(<MessageBell />)
  await userEvent.click(screen.getByTestId('message-bell'))
  return screen.findByTestId('message-popover')
}

describe("the bell's items", () => {
  it('are links named by their title to what each notice is about, else to the notice in the message centre', async () => {
    $newest.set([notice('n1', '待您审批：年假 3 天', REQUEST), notice('n2', '系统维护通知', null, true)])
    $unread.set(1)
    await openBell()
    const linked = screen.getByRole('link', { name: '待您审批：年假 3 天' })
    expect(linked.getAttribute('href')).toBe(REQUEST)
    expect(linked.tagName).toBe('A')
    // The description says it is unread and what it is about.
    expect(
      linked
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['未读', 'About 待您审批：年假 3 天'])
    expect(screen.getByRole('link', { name: '系统维护通知' }).getAttribute('href')).toBe('/portal/messages/n2')
  })

  it('open by click: the notice is marked read, the popover closes and the shell goes to its link', async () => {
    $newest.set([notice('n1', '待您审批：年假 3 天', REQUEST)])
    await openBell()
    await userEvent.click(screen.getByRole('link', { name: '待您审批：年假 3 天' }))
    expect(markRead).toHaveBeenCalledWith('n1')
    expect(navigate).toHaveBeenCalledWith(REQUEST)
    await waitFor(() => expect(screen.queryByTestId('message-popover')).toBeNull())
  })

  it('open by keyboard (Enter on the focused link), and a read notice is not marked again', async () => {
    $newest.set([notice('n3', '工资条已发布', '/portal/salary/payslips/7', true)])
    await openBell()
    const link = screen.getByRole('link', { name: '工资条已发布' })
    // The popover takes the focus; Tab reaches its first item.
    const popover = screen.getByTestId('message-popover')
    await waitFor(() => expect(document.activeElement).toBe(popover))
    await userEvent.tab()
    expect(document.activeElement).toBe(link)
    await userEvent.keyboard('{Enter}')
    expect(navigate).toHaveBeenCalledWith('/portal/salary/payslips/7')
    expect(markRead).not.toHaveBeenCalled()
  })

  it('leave a click with a modifier (a new tab) to the browser', async () => {
    $newest.set([notice('n1', '待您审批：年假 3 天', REQUEST)])
    await openBell()
    const link = screen.getByRole('link', { name: '待您审批：年假 3 天' })
    link.addEventListener('click', (event) => event.preventDefault())
    const user = userEvent.setup()
    await user.keyboard('{Control>}')
    await user.click(link)
    await user.keyboard('{/Control}')
    expect(navigate).not.toHaveBeenCalled()
  })
})

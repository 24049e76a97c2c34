// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { MineWidget } from './mine-widget'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/expenses/widgets/mine' }),
  }
})

vi.mock('@hr-portal/bridge', async (original) => {
  const bridge = await original<typeof import('@hr-portal/bridge')>()
  return {
    ...bridge,
    createSubApp: (options: Parameters<typeof bridge.createSubApp>[0]) =>
      bridge.createSubApp({ ...options, window: page, connect: mock.connect }),
  }
})

const widget = vi.hoisted(() => vi.fn())
vi.mock('../api', async (original) => ({ api: { ...(await original<typeof import('../api')>()).api, widget } }))

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const claim = {
  id: 'c-1',
  title: 'Taxi to the airport',
  status: 'approved' as const,
  employeeId: 5,
  employeeName: 'Staff',
  departmentName: 'Sales',
  currency: 'CNY',
  total: '88.5',
  advanceSettled: '0.00',
  payable: '88.50',
  lineCount: 1,
  receiptCount: 1,
  warnings: 0,
  duplicates: 0,
  submittedAt: 1,
  paidAt: null,
  createdAt: 1,
}

describe('the expenses widget', () => {
  it('counts what waits for me and links each claim, mine or waiting, to its page in a tab', async () => {
    widget.mockResolvedValue({
      claims: [claim],
      waiting: [
        {
          kind: 'advance',
          id: 'a-1',
          instanceId: 'i-1',
          title: 'Advance',
          applicantName: 'Li Lei',
          amount: '2000',
          submittedAt: 1,
        },
      ],
      waitingCount: 1,
    })
    render(
      <ShellProvider connection={app.connection} env={app.env}>
        <MineWidget />
      </ShellProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Waiting for me: 1' })).toBeTruthy()
    expect(screen.getByText('Approved · ¥88.50')).toBeTruthy()
    const waiting = screen.getByRole('link', { name: 'Li Lei · Advance' })
    expect(waiting.getAttribute('href')).toMatch(/\/portal\/expenses\/advances\/a-1$/)
    await userEvent.click(screen.getByRole('link', { name: 'Taxi to the airport' }))
    await waitFor(() => expect(mock.callsOf('tabs.open')).toEqual([['/claims/c-1', undefined, undefined]]))
  })

  it('says when I have no claims', async () => {
    widget.mockResolvedValue({ claims: [], waiting: [], waitingCount: 0 })
    render(
      <ShellProvider connection={app.connection} env={app.env}>
        <MineWidget />
      </ShellProvider>,
    )
    expect(await screen.findByText('No claims yet.')).toBeTruthy()
  })
})

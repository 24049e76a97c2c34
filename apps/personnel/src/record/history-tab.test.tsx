// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { HistoryTab } from './history-tab'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/personnel/records/12' }),
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

const api = vi.hoisted(() => ({ history: vi.fn() }))
vi.mock('../moves/moves-api', () => ({ movesApi: api }))

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(() => {
  cleanup()
  api.history.mockReset()
})
afterAll(() => mock.destroy())

const inApp = (children: React.ReactNode) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      {children}
    </ShellProvider>,
  )

const item = (over: object) => ({
  id: Math.random().toString(36).slice(2),
  field: 'organ',
  label: 'Department',
  hidden: false,
  before: 'Sales',
  after: 'Engineering',
  cause: 'move',
  causeLabel: 'Move',
  refId: null,
  actorName: 'HR Manager',
  at: Date.parse('2026-11-10T03:00:00Z'),
  ...over,
})

describe("the record's History tab", () => {
  it('lists each change with before and after, who and why, and hides the values of a field the reader may not see', async () => {
    api.history.mockResolvedValue({
      items: [
        item({}),
        item({
          field: 'emergencyPhone',
          label: 'Emergency contact phone',
          hidden: true,
          before: null,
          after: null,
          cause: 'edit',
          causeLabel: 'Record edit',
        }),
      ],
      more: false,
    })
    inApp(<HistoryTab employeeId={12} />)
    const items = await screen.findAllByTestId('history-item')
    expect(api.history).toHaveBeenCalledWith(12, 0)
    expect(items).toHaveLength(2)
    expect(items[0].textContent).toMatch(/Department\s*Sales\s*→\s*changed to\s*Engineering/)
    expect(within(items[0]).getByText(/HR Manager · Move/)).toBeTruthy()
    expect(items[1].textContent).toContain('no field permissions to see the values')
    expect(items[1].textContent).not.toContain('→')
    expect(screen.getByRole('heading', { name: 'Record history' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('loads the next fifty when there are more, and says when nothing changed yet', async () => {
    api.history
      .mockResolvedValueOnce({ items: [item({ label: 'Address', before: 'A', after: 'B' })], more: true })
      .mockResolvedValueOnce({ items: [item({ label: 'Mobile', before: '1', after: '2' })], more: false })
    inApp(<HistoryTab employeeId={7} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(2))
    expect(api.history).toHaveBeenLastCalledWith(7, 1)
    cleanup()
    api.history.mockResolvedValue({ items: [], more: false })
    inApp(<HistoryTab employeeId={8} />)
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy()
  })

  it('reads in Chinese when the shell is in Chinese', async () => {
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    api.history.mockResolvedValue({ items: [], more: false })
    inApp(<HistoryTab employeeId={9} />)
    expect(await screen.findByText('暂无变更记录。')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '变更记录' })).toBeTruthy()
  })
})

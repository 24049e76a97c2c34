// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { Contract } from './contract-api'
import { currentContract, RecordContracts } from './record-contracts'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/personnel/records/7' }),
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

const { list } = vi.hoisted(() => ({ list: vi.fn() }))
vi.mock('./contract-api', async (original) => {
  const real = await original<typeof import('./contract-api')>()
  return { ...real, contractApi: { ...real.contractApi, list } }
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(() => {
  cleanup()
  list.mockReset()
})
afterAll(() => mock.destroy())

const contract = (id: number, fields: Partial<Contract>): Contract => ({
  id,
  employeeId: 7,
  employeeName: 'Li Lei',
  jobNumber: 'E007',
  typeCode: 'fixed',
  typeName: 'Fixed-term contract',
  term: 'fixed',
  startDate: '2023-03-01',
  endDate: '2026-02-28',
  project: '',
  probationMonths: 0,
  probationEnd: null,
  signDate: null,
  status: 'active',
  documents: [],
  previousId: null,
  terminatedOn: null,
  terminationReason: '',
  daysLeft: null,
  pending: null,
  updatedAt: 0,
  ...fields,
})
const rows = [
  contract(1, { status: 'renewed' }),
  contract(2, {
    startDate: '2026-03-01',
    endDate: '2029-02-28',
    previousId: 1,
    probationMonths: 2,
    probationEnd: '2026-04-30',
  }),
  contract(3, {
    status: 'draft',
    startDate: '2029-03-01',
    endDate: null,
    term: 'open',
    typeName: 'Open-ended contract',
  }),
]

const inApp = () =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <RecordContracts employeeId={7} name="Li Lei" today="2026-11-27" />
    </ShellProvider>,
  )

describe("the record's contract panel", () => {
  it('shows the current contract read only with a link to it, and the others as history', async () => {
    mock.answer('perm.authFlags', {})
    // A reader who may not manage contracts (110401).
    mock.answer('perm.has', (functionId: string) => functionId !== '110401')
    list.mockResolvedValue({ total: 3, page: 1, totalPage: 1, rows })
    inApp()
    const current = await screen.findByTestId('current-contract')
    expect(list).toHaveBeenCalledWith({ page: 1, rows: 50, employeeId: 7 })
    expect(within(current).getByRole('heading', { name: 'Current contract' })).toBeTruthy()
    expect(current.textContent).toContain('2026-03-01 – 2029-02-28 (fixed term)')
    expect(current.textContent).toContain('2 months, until 2026-04-30')
    expect(
      within(current).getByRole('button', { name: 'Open the contract Fixed-term contract from 2026-03-01' }),
    ).toBeTruthy()
    expect(within(current).queryByRole('textbox')).toBeNull()
    const history = screen.getByTestId('contract-history')
    expect(
      within(history)
        .getAllByTestId('contract-row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Renewed'), expect.stringContaining('Draft')])
    // Without the right to manage contracts there is nothing to add, once the shell has answered.
    await waitFor(() => expect(mock.callsOf('perm.has')).toContainEqual(['110401']))
    await act(() => Promise.resolve())
    expect(screen.queryByTestId('add-contract')).toBeNull()
  })

  it('offers HR to add a contract on the contracts page, and says so in Chinese', async () => {
    mock.answer('perm.authFlags', (menu): Record<string, number> => (menu === '1104' ? { '110401': 1 } : {}))
    mock.answer('perm.has', () => true)
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    list.mockResolvedValue({ total: 0, page: 1, totalPage: 0, rows: [] })
    inApp()
    expect((await screen.findByTestId('no-contracts')).textContent).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('add-contract').textContent).toBe('新增合同'))
    expect(screen.getByText('合同在合同页面维护：打开合同即可修改、续签或终止。')).toBeTruthy()
  })
})

describe('the current contract', () => {
  it('is the active one in force, else the latest active, else the latest signed; never a draft', () => {
    expect(currentContract(rows, '2026-11-27')?.id).toBe(2)
    expect(currentContract(rows, '2025-01-01')?.id).toBe(2)
    expect(currentContract([rows[0], rows[2]], '2026-11-27')?.id).toBe(1)
    expect(currentContract([rows[2]], '2026-11-27')).toBeUndefined()
  })
})

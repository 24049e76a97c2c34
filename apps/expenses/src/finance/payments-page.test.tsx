// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import type { PayableClaim } from '../api'
import { texts } from '../texts'
import { PaymentsPage } from './payments-page'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/expenses/payments' }),
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

const calls = vi.hoisted(() => ({
  payable: vi.fn(),
  paid: vi.fn(),
  batches: vi.fn(),
  toPayroll: vi.fn(),
  toBank: vi.fn(),
}))
vi.mock('../api', async (original) => ({ api: { ...(await original<typeof import('../api')>()).api, ...calls } }))

const claim = (id: string, title: string, payable: string): PayableClaim => ({
  id,
  title,
  status: 'approved',
  employeeId: 5,
  employeeName: 'Staff',
  departmentName: 'Sales',
  currency: 'CNY',
  total: payable,
  advanceSettled: '0.00',
  payable,
  lineCount: 1,
  receiptCount: 1,
  warnings: 0,
  duplicates: 0,
  submittedAt: 1,
  paidAt: null,
  createdAt: 1,
  paymentWay: null,
  payrollMonth: null,
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  for (const call of Object.values(calls)) call.mockReset()
  calls.payable.mockImplementation(async (scheduled?: boolean) => ({
    total: scheduled ? 0 : 2,
    rows: scheduled ? [] : [claim('c-1', 'Taxi', '88.10'), claim('c-2', 'Hotel', '600.20')],
  }))
  calls.paid.mockResolvedValue({ total: 0, rows: [] })
  calls.batches.mockResolvedValue({ total: 0, rows: [] })
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const renderPage = () =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <PaymentsPage />
    </ShellProvider>,
  )

describe('payments', () => {
  it("puts the chosen approved claims into a month's payroll, totalling them exactly", async () => {
    calls.toPayroll.mockResolvedValue({ count: 2, total: '688.30' })
    renderPage()
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Choose all' }))
    expect(screen.getByText('2 chosen, ¥688.30 in all')).toBeTruthy()
    const month = screen.getByLabelText('Payroll month')
    await userEvent.clear(month)
    await userEvent.type(month, '2026-04')
    await userEvent.click(screen.getByRole('button', { name: 'Pay with payroll' }))
    await waitFor(() => expect(calls.toPayroll).toHaveBeenCalledWith(['c-1', 'c-2'], '2026-04'))
    expect(await screen.findByText('Put into the payroll of 2026-04.')).toBeTruthy()
  })

  it('makes a bank file of one chosen claim, and pays nothing with none chosen', async () => {
    calls.toBank.mockResolvedValue({ id: 'b-1', count: 1, total: '600.20', createdAt: 1, createdByName: 'HR' })
    renderPage()
    const bank = await screen.findByRole('button', { name: 'Make a bank file' })
    expect((bank as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Staff · Hotel' }))
    await userEvent.click(bank)
    await waitFor(() => expect(calls.toBank).toHaveBeenCalledWith(['c-2']))
    expect(calls.toPayroll).not.toHaveBeenCalled()
  })
})

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { VoucherAccountsForm } from './voucher-accounts-form'
import { VoucherButtons } from './voucher-buttons'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/salary/bank-file' }),
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

const { exportFile, chart, saveChart } = vi.hoisted(() => ({ exportFile: vi.fn(), chart: vi.fn(), saveChart: vi.fn() }))
vi.mock('./voucher-api', async (original) => {
  const real = await original<typeof import('./voucher-api')>()
  return { ...real, voucherApi: { ...real.voucherApi, export: exportFile, chart, saveChart } }
})

const ACCOUNTS = {
  entries: [
    { entry: 'expense', code: '6602', name: 'Administrative expenses', isDefault: true },
    { entry: 'net', code: '2211', name: 'Employee benefits payable', isDefault: true },
    { entry: 'tax', code: '2221.01', name: 'Income tax payable', isDefault: false },
    { entry: 'employeeInsurance', code: '2241', name: 'Other payables', isDefault: true },
    { entry: 'employerPayable', code: '2211', name: 'Employee benefits payable', isDefault: true },
  ],
  items: [
    { item: 'base', nameZh: '基本工资', nameEn: 'Base pay', kind: 'earning', account: null },
    { item: 'commission', nameZh: '提成', nameEn: 'Commission', kind: 'earning', account: null },
  ],
}

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(() => {
  cleanup()
  for (const fn of [exportFile, chart, saveChart]) fn.mockReset()
})
afterAll(() => mock.destroy())

const inApp = (node: React.ReactNode) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      {node}
    </ShellProvider>,
  )

describe("a run's accounting voucher", () => {
  it('downloads a final run as Excel or CSV, named after the run, and says so', async () => {
    exportFile.mockResolvedValue(undefined)
    inApp(<VoucherButtons runId={7} name="Head office 2026-03" status="locked" />)
    fireEvent.click(
      await screen.findByRole('button', { name: 'Download the accounting voucher of Head office 2026-03 (CSV)' }),
    )
    expect(await screen.findByText('Downloaded the accounting voucher of Head office 2026-03')).toBeTruthy()
    expect(exportFile).toHaveBeenCalledWith({ runId: 7, format: 'csv' })
    fireEvent.click(
      screen.getByRole('button', { name: 'Download the accounting voucher of Head office 2026-03 (Excel)' }),
    )
    await act(async () => undefined)
    expect(exportFile).toHaveBeenLastCalledWith({ runId: 7, format: 'xlsx' })
  })

  it('is not offered while the figures may still change', async () => {
    inApp(<VoucherButtons runId={7} name="Head office 2026-03" status="approving" />)
    await act(async () => undefined)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("marks the chart's defaults and saves only the company's own accounts: those it had and those changed", async () => {
    chart.mockResolvedValue(ACCOUNTS)
    saveChart.mockImplementation(async (body) => ({
      ...ACCOUNTS,
      entries: ACCOUNTS.entries.map((e) =>
        body.entries[e.entry] ? { ...e, ...body.entries[e.entry], isDefault: false } : e,
      ),
    }))
    inApp(<VoucherAccountsForm />)
    const form = await screen.findByTestId('voucher-accounts')
    const net = await within(form).findByRole('row', { name: /Net pay \(credit\)/ })
    expect(net.textContent).toContain('Default')
    expect(within(form).getByRole('row', { name: /Income tax withheld/ }).textContent).not.toContain('Default')
    fireEvent.change(within(form).getByLabelText('Net pay (credit): account code'), { target: { value: '2211.01' } })
    fireEvent.change(within(form).getByLabelText('Commission: account code'), { target: { value: '6601' } })
    fireEvent.change(within(form).getByLabelText('Commission: account name'), { target: { value: 'Selling expenses' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save accounts' }))
    expect(await within(form).findByRole('status')).toHaveProperty('textContent', 'Accounts saved')
    expect(saveChart).toHaveBeenCalledWith({
      entries: {
        net: { code: '2211.01', name: 'Employee benefits payable' },
        tax: { code: '2221.01', name: 'Income tax payable' },
      },
      items: [{ item: 'commission', code: '6601', name: 'Selling expenses' }],
    })
  })

  it('refuses a code a chart cannot hold before asking the gateway', async () => {
    chart.mockResolvedValue(ACCOUNTS)
    inApp(<VoucherAccountsForm />)
    const form = await screen.findByTestId('voucher-accounts')
    fireEvent.change(
      await within(form).findByLabelText('Wage expense (debit; items without an account of their own): account code'),
      {
        target: { value: '=6602' },
      },
    )
    fireEvent.click(within(form).getByRole('button', { name: 'Save accounts' }))
    expect((await within(form).findByRole('alert')).textContent).toContain('An account code has only digits')
    expect(saveChart).not.toHaveBeenCalled()
  })
})

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { BankFileButton } from './bank-file-button'
import { TransferList } from './transfer-list'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/salary/runs' }),
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

const { exportFile, transfers } = vi.hoisted(() => ({ exportFile: vi.fn(), transfers: vi.fn() }))
vi.mock('./bank-api', async (original) => {
  const real = await original<typeof import('./bank-api')>()
  return { ...real, bankApi: { ...real.bankApi, export: exportFile, transfers } }
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(() => {
  cleanup()
  exportFile.mockReset()
  transfers.mockReset()
})
afterAll(() => mock.destroy())

const inApp = (node: React.ReactNode) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      {node}
    </ShellProvider>,
  )

describe("a run's bank transfer file", () => {
  it('is a button of a published run, named after the run, that downloads the file and says so', async () => {
    exportFile.mockResolvedValue(undefined)
    inApp(<BankFileButton runId={7} name="Head office 2026-03" status="published" />)
    const button = await screen.findByRole('button', { name: 'Download the bank file of Head office 2026-03' })
    fireEvent.click(button)
    expect(await screen.findByText('The bank file of Head office 2026-03 was downloaded')).toBeTruthy()
    expect(exportFile).toHaveBeenCalledWith({ runId: 7 })
  })

  it('says why the file cannot be made', async () => {
    exportFile.mockRejectedValue(new Error('No bank account in the salary profile of: Ann (E001)'))
    inApp(<BankFileButton runId={7} name="Head office 2026-03" status="locked" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Download the bank file of Head office 2026-03' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No bank account in the salary profile of: Ann (E001)')
  })

  it('is not offered while the figures may still change', async () => {
    inApp(<BankFileButton runId={7} name="Head office 2026-03" status="calculated" />)
    await act(async () => undefined)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("lists the transfers under the file's own columns, in its order, with the amounts grouped and the total", async () => {
    transfers.mockResolvedValue({
      runId: 7,
      month: '2026-03',
      groupName: 'Head office',
      fileName: 'Head office 2026-03 bank transfers.csv',
      columns: ['account', 'name', 'amount'],
      header: ['Account', 'Name', 'Amount'],
      rows: [
        ['6222000', 'Ann', '12454.78'],
        ['6222001', 'Bo', '1000000.05'],
      ],
      total: '1012454.83',
    })
    inApp(<TransferList runId={7} name="Head office 2026-03" />)
    const table = await screen.findByTestId('bank-transfers')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Account', 'Name', 'Amount'])
    expect(within(table).getAllByRole('row')[2].textContent).toBe('6222001Bo1,000,000.05')
    expect(screen.getByTestId('bank-total').textContent).toBe('Total 1,012,454.83 in 2 transfers')
    // The total also closes the amount column, under it.
    expect(within(table).getAllByRole('row')[3].querySelector('td.num')?.textContent).toBe('1,012,454.83')
    expect(screen.getByText('The file: Head office 2026-03 bank transfers.csv')).toBeTruthy()
    expect(transfers).toHaveBeenCalledWith({ runId: 7 })
  })
})

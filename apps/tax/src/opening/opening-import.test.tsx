// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import type { OpeningImport } from '../api'
import { texts } from '../texts'
import { OpeningImportForm } from './opening-import'

const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/etax/monthly' }),
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

const { importOpenings } = vi.hoisted(() => ({ importOpenings: vi.fn() }))
vi.mock('../api', async (original) => {
  const real = await original<typeof import('../api')>()
  return { ...real, api: { ...real.api, importOpenings } }
})

const refused: OpeningImport = {
  total: 2,
  valid: 1,
  imported: 0,
  refused: 1,
  refusedRows: [{ line: 3, jobNumber: 'SH00002', reason: 'Cumulative income is not an amount: abc' }],
  refusedCsv: '\uFEFF行号 Line,原因,Reason\n3,累计收入 不是金额：abc,Cumulative income is not an amount: abc\n',
}

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  URL.createObjectURL = vi.fn(() => 'blob:refused')
})
afterEach(() => {
  cleanup()
  importOpenings.mockReset()
})
afterAll(() => mock.destroy())

describe('the opening balance import', () => {
  it('lists refused rows with their file and imports the valid rows only when the user confirms', async () => {
    const onImported = vi.fn()
    importOpenings.mockResolvedValueOnce(refused).mockResolvedValueOnce({ ...refused, imported: 1, refusedCsv: null })
    render(
      <ShellProvider connection={app.connection} env={app.env}>
        <OpeningImportForm year={2026} onImported={onImported} />
      </ShellProvider>,
    )
    const file = new File(['工号,年度\n'], 'opening.csv', { type: 'text/csv' })
    // jsdom's File has no arrayBuffer(): the bytes the browser would give.
    Object.defineProperty(file, 'arrayBuffer', { value: async () => new TextEncoder().encode('工号,年度\n').buffer })
    fireEvent.change(screen.getByLabelText('Excel or CSV file of opening balances'), { target: { files: [file] } })
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('1 of 2 rows refused: nothing was imported')).toBeTruthy()
    expect(screen.getByText('Line 3 (SH00002): Cumulative income is not an amount: abc')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Download the refused rows with their reasons' }).getAttribute('href'),
    ).toBe('blob:refused')
    expect(importOpenings).toHaveBeenLastCalledWith('opening.csv', expect.any(String), false)
    expect(onImported).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Import the 1 valid rows only' }))
    expect(await screen.findByText('1 of 2 rows imported')).toBeTruthy()
    expect(importOpenings).toHaveBeenLastCalledWith('opening.csv', expect.any(String), true)
    expect(onImported).toHaveBeenCalledOnce()
  })
})

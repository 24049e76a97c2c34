// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { DeclarationLists } from './declaration-lists'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/salary/insurance-bases' }),
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

const { summary, exportFile } = vi.hoisted(() => ({ summary: vi.fn(), exportFile: vi.fn() }))
vi.mock('./insurance-api', async (original) => {
  const real = await original<typeof import('./insurance-api')>()
  return { ...real, insuranceApi: { ...real.insuranceApi, declarations: { summary, export: exportFile } } }
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'zh-CN' }))
})
afterEach(() => {
  cleanup()
  summary.mockReset()
  exportFile.mockReset()
})
afterAll(() => mock.destroy())

const inApp = (node: React.ReactNode) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      {node}
    </ShellProvider>,
  )

describe("the month's declaration lists", () => {
  it("counts each scheme's lists, downloads a scheme's workbook and names the joiners without a scheme", async () => {
    summary.mockResolvedValue({
      month: '2026-05',
      schemes: [{ schemeId: 3, name: '上海社保', city: '上海', added: 2, removed: 1, changed: 4 }],
      unassigned: [{ jobNumber: 'SH00031', name: '王芳' }],
    })
    exportFile.mockResolvedValue(undefined)
    inApp(<DeclarationLists month="2026-05" />)
    const lists = await screen.findByTestId('declaration-lists')
    const row = await within(lists).findByRole('row', { name: /上海社保/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['2', '1', '4'])
    expect(within(lists).getByText('本月入职但未设置社保方案：王芳 (SH00031)')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: '下载 上海社保 2026-05 的申报名单' }))
    expect(await within(lists).findByRole('status')).toHaveProperty('textContent', '已下载 上海社保 的申报名单')
    expect(exportFile).toHaveBeenCalledWith({ month: '2026-05', schemeId: 3 })
    expect(summary).toHaveBeenCalledWith({ month: '2026-05' })
  })

  it('says when a month has nothing to declare', async () => {
    summary.mockResolvedValue({ month: '2026-06', schemes: [], unassigned: [] })
    inApp(<DeclarationLists month="2026-06" />)
    expect(await screen.findByText('2026-06 没有增减员或基数调整。')).toBeTruthy()
  })
})

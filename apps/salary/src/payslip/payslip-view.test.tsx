// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { Payslip } from './payslip-api'
import { PayslipView } from './payslip-view'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/salary/payslips' }),
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

beforeEach(() => mock.waitForCall('app.ready'))
afterEach(cleanup)
afterAll(() => mock.destroy())

/** A March payslip with an annual bonus: taxed on its own, or added to wages after one was taxed on its own in January. */
const slipWith = (bonus: { amount: string; method: 'separate' | 'combined'; tax: string; separateIn?: string }) =>
  ({
    runId: 1,
    month: '2026-03',
    publishedAt: 0,
    gross: '39000.00',
    deductions: '0.00',
    social: '0.00',
    tax: '2590.00',
    net: '36410.00',
    detail: {
      items: [
        { code: 'base', nameZh: '基本工资', nameEn: 'Base pay', kind: 'earning', amount: '15000.00' },
        { code: 'annualBonus', nameZh: '年终奖', nameEn: 'Annual bonus', kind: 'earning', amount: '24000.00' },
      ],
      insurance: [],
      tax: { withheld: '2590.00', bonus },
      attendance: null,
    },
    name: '张三',
    jobNumber: 'E001',
    watermark: '张三 E001',
    viewedAt: null,
    confirmedAt: null,
    questions: [],
  }) as Payslip

const view = (slip: Payslip) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <PayslipView slip={slip} grant="g" onChanged={() => undefined} onGrantLost={() => false} />
    </ShellProvider>,
  )
const rowOf = (label: string) => screen.getByText(label).closest('.slip-row')?.textContent

describe('the annual bonus on a payslip', () => {
  it('says in both languages that it was added to wages when one was already taxed on its own that year', async () => {
    const added = slipWith({ amount: '24000.00', method: 'combined', tax: '0.00', separateIn: '2026-01' })
    await act(() => mock.setEnv({ language: 'en' }))
    view(added)
    expect(rowOf('Annual bonus added to wages for tax (one was taxed on its own in 2026-01)')).toContain('24,000.00')
    expect(screen.queryByText('Tax on the annual bonus')).toBeNull()
    cleanup()
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    view(added)
    expect(rowOf('年终奖并入当月工资计税（本年 2026-01 已单独计税一次）')).toContain('24,000.00')
  })

  it('shows the tax of a bonus taxed on its own, without the note', async () => {
    await act(() => mock.setEnv({ language: 'en' }))
    view(slipWith({ amount: '24000.00', method: 'separate', tax: '720.00' }))
    expect(rowOf('Tax on the annual bonus')).toContain('720.00')
    expect(screen.queryByText(/added to wages/)).toBeNull()
  })
})

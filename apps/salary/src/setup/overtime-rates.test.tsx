// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { OvertimeRates } from './overtime-rates'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/salary/items' }),
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

const rates = vi.hoisted(() => ({ get: vi.fn(), save: vi.fn(), leavePayoutGet: vi.fn(), leavePayoutSave: vi.fn() }))
vi.mock('../api', async (original) => {
  const real = await original<typeof import('../api')>()
  return { ...real, salary: { ...real.salary, overtimeRates: rates } }
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  rates.get.mockResolvedValue({ workday: 150, restDay: 200, statutory: 300 })
  rates.leavePayoutGet.mockResolvedValue({ percent: 200 })
  rates.save.mockImplementation(async (body: unknown) => body)
  rates.leavePayoutSave.mockImplementation(async (body: unknown) => body)
})
afterEach(() => {
  cleanup()
  for (const fn of Object.values(rates)) fn.mockReset()
})
afterAll(() => mock.destroy())

const PAYOUT = "Untaken annual leave payout, on top of the month's wage (% of the daily wage)"
const panel = (canEdit: boolean) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <OvertimeRates canEdit={canEdit} />
    </ShellProvider>,
  )

describe('the rates panel', () => {
  it('shows the untaken leave payout rate beside the overtime rates, accessible, from 200 to 1000', async () => {
    const view = panel(true)
    const payout = (await screen.findByLabelText(PAYOUT)) as HTMLInputElement
    expect([payout.value, payout.min, payout.max]).toEqual(['200', '200', '1000'])
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    )
  })

  it('saves a changed payout rate with the overtime rates', async () => {
    panel(true)
    fireEvent.change(await screen.findByLabelText(PAYOUT), { target: { value: '250' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }))
    expect(await screen.findByText('The rates are saved')).toBeTruthy()
    expect(rates.leavePayoutSave).toHaveBeenCalledWith({ percent: 250 })
    expect(rates.save).toHaveBeenCalledWith({ workday: 150, restDay: 200, statutory: 300 })
  })

  it('shows the refusal of the gateway and leaves the rate read-only without the right to change it', async () => {
    rates.leavePayoutSave.mockRejectedValue(new Error('at least 200'))
    panel(true)
    fireEvent.change(await screen.findByLabelText(PAYOUT), { target: { value: '1000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }))
    expect((await screen.findByRole('alert')).textContent).not.toBe('')
    cleanup()
    panel(false)
    expect(((await screen.findByLabelText(PAYOUT)) as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save rates' })).toBeNull()
  })
})

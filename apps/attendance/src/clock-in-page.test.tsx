// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ClockInPage } from './clock-in-page'
import { attendanceApi } from './kaoqin-api'
import { connect } from '@hr-portal/kit'
import manifest from '../manifest.json'
import { texts } from './texts'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/attendance/clock-in' }),
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

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
afterAll(() => mock.destroy())

const renderPage = () =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <ClockInPage />
    </ShellProvider>,
  )

describe('the clock-in page', () => {
  it('tells a person without a staff record so in plain text, without a clock, a button or punches', async () => {
    const refusal = Object.assign(
      new Error('Your account has no staff record in this company, so it cannot clock in or have attendance'),
      { serverCode: 410801 },
    )
    vi.spyOn(attendanceApi, 'context').mockRejectedValue(refusal)
    renderPage()
    const note = await screen.findByTestId('load-refusal')
    expect(note.textContent).toBe(refusal.message)
    expect(note.className).not.toContain('form-error')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByTestId('clock-button')).toBeNull()
    expect(screen.queryByRole('heading', { name: "Today's punches" })).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Clock in' })).toBeTruthy()
  })

  it('keeps the clock and says the error when the load failed on the way', async () => {
    vi.spyOn(attendanceApi, 'context').mockRejectedValue(new Error('Network error'))
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toContain('Network error')
    expect(screen.getByRole('timer')).toBeTruthy()
    expect(screen.getByTestId('clock-button')).toBeTruthy()
  })
})

import { describe, expect, it, vi } from 'vitest'
import type { AppToShell, Remote } from './contract/index.js'
import { ACTIVITY_REPORT_MS, reportActivity } from './activity-reporter.js'

function fakeDocument() {
  const listeners = new Map<string, () => void>()
  return { listeners, addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener) }
}

describe('activity reports', () => {
  it('reports the first input at once and then at most every 30 s, for keys, clicks, touches and the wheel', () => {
    const activity = vi.fn(() => Promise.resolve())
    const shell = { session: { activity } } as unknown as Remote<AppToShell>
    const document = fakeDocument()
    let now = 1000
    reportActivity(shell, document, () => now)
    expect([...document.listeners.keys()].sort()).toEqual(['keydown', 'pointerdown', 'touchstart', 'wheel'])
    document.listeners.get('keydown')!()
    document.listeners.get('pointerdown')!()
    expect(activity).toHaveBeenCalledTimes(1)
    now += ACTIVITY_REPORT_MS - 1
    document.listeners.get('wheel')!()
    expect(activity).toHaveBeenCalledTimes(1)
    now += 1
    document.listeners.get('touchstart')!()
    expect(activity).toHaveBeenCalledTimes(2)
  })

  it('never throws when the shell refuses a report', async () => {
    const shell = {
      session: { activity: () => Promise.reject(new Error('rate_limited')) },
    } as unknown as Remote<AppToShell>
    const document = fakeDocument()
    reportActivity(shell, document)
    expect(() => document.listeners.get('keydown')!()).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
})

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appToShell, createEndpoint, type AppToShell, type Handlers } from '@hr-portal/bridge'
import type { CallRecord } from '@hr-portal/bridge'
import type { AppRoute } from '../../session/menus'

vi.mock('../services/shortcuts', () => ({
  registerShortcuts: vi.fn(),
  dropShortcuts: vi.fn(),
  runShellShortcut: vi.fn(async () => {}),
}))
const { runShellShortcut } = await import('../services/shortcuts')
const { handlers: keyHandlers } = await import('./keys')

const app = {
  code: 'probe',
  routerBase: '/portal/probe',
  manifest: { name: 'probe', capabilities: [] },
  routes: [],
} as unknown as AppRoute

function endpointFor(holdsFocus?: () => boolean, onEscape?: () => void) {
  const records: CallRecord[] = []
  const handlers = keyHandlers({ app, holdsFocus, onEscape })
  const endpoint = createEndpoint(appToShell, handlers as unknown as Handlers<AppToShell>, {
    onRecord: (r) => records.push(r),
  })
  return { endpoint, records }
}

describe('keys.forward', () => {
  beforeEach(() => vi.mocked(runShellShortcut).mockClear())

  it('runs the shell shortcut for the shown frame that holds the focus', async () => {
    const { endpoint, records } = endpointFor(() => true)
    expect(await endpoint.call('keys.forward', ['Alt+W'])).toEqual({ ok: true, value: undefined })
    expect(runShellShortcut).toHaveBeenCalledWith('closeTab')
    expect(records[0]).toMatchObject({ method: 'keys.forward', decision: 'allow' })
  })

  it('refuses, and audits, a frame that is hidden or does not hold the focus', async () => {
    const { endpoint, records } = endpointFor(() => false)
    expect(await endpoint.call('keys.forward', ['Alt+W'])).toMatchObject({ ok: false, error: { code: 'not_active' } })
    expect(runShellShortcut).not.toHaveBeenCalled()
    expect(records[0]).toMatchObject({ method: 'keys.forward', decision: 'deny', reason: 'not_active' })
  })

  it('refuses a frame that cannot tell (a dialog page)', async () => {
    const { endpoint } = endpointFor()
    expect(await endpoint.call('keys.forward', ['Alt+N'])).toMatchObject({ ok: false, error: { code: 'not_active' } })
    expect(runShellShortcut).not.toHaveBeenCalled()
  })

  it("hands Escape to a dialog page's dialog, and to nothing for a frame in a tab", async () => {
    const onEscape = vi.fn()
    expect(await endpointFor(undefined, onEscape).endpoint.call('keys.forward', ['Escape'])).toEqual({
      ok: true,
      value: undefined,
    })
    expect(onEscape).toHaveBeenCalledTimes(1)
    expect(await endpointFor(() => true).endpoint.call('keys.forward', ['Escape'])).toEqual({
      ok: true,
      value: undefined,
    })
    expect(runShellShortcut).not.toHaveBeenCalled()
  })

  it('refuses a plain key other than Escape', async () => {
    const { endpoint } = endpointFor(() => true, vi.fn())
    expect(await endpoint.call('keys.forward', ['A'])).toMatchObject({
      ok: false,
      error: { code: 'invalid_arguments' },
    })
  })
})

describe('frameHasFocus', () => {
  it('is true only for the iframe the focus is in', async () => {
    const { frameHasFocus } = await import('../services/frame-focus')
    const shown = document.body.appendChild(document.createElement('iframe'))
    const hidden = document.body.appendChild(document.createElement('iframe'))
    vi.spyOn(document, 'hasFocus').mockReturnValue(true)
    shown.focus()
    expect(document.activeElement).toBe(shown)
    expect(frameHasFocus(shown)).toBe(true)
    expect(frameHasFocus(hidden)).toBe(false)
    expect(frameHasFocus(null)).toBe(false)
    vi.mocked(document.hasFocus).mockReturnValue(false)
    expect(frameHasFocus(shown)).toBe(false)
  })
})

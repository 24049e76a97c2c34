// @vitest-environment jsdom
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { appToShell, type AppConnection, type ProtocolMethod } from '@hr-portal/bridge'
import type { NoticeSummary } from '../../notices/notice-api'
import { $appsLoading } from '../../lib/loading'
import type { AppRoute } from '../../session/menus'

// The live notices a frame subscribes to, and the tour runner, are stood in for: the test sends a notice itself and
// sees whether any frame still listens; a tour runs until it is closed.
const noticeListeners = vi.hoisted(() => new Set<(notice: NoticeSummary, unread: number) => void>())
vi.mock('../../notices/live', () => ({
  onNewNotice: (listener: (notice: NoticeSummary, unread: number) => void) => {
    noticeListeners.add(listener)
    return () => {
      noticeListeners.delete(listener)
    }
  },
}))
vi.mock('../tour/run-tour', () => ({
  tourRunning: () => false,
  runTour: () => {
    let finish: (outcome: 'completed' | 'closed') => void = () => {}
    const done = new Promise<'completed' | 'closed'>((resolve) => {
      finish = resolve
    })
    return { done, close: () => finish('closed') }
  },
}))

const { AREAS, createShellHandlers, forgetApp } = await import('.')
const { $appConfirms } = await import('../app-dialogs')
const { $appDialog } = await import('../services/app-dialog')
const { $dirty } = await import('../../session/dirty')
const { $externalLinks } = await import('../services/external-links')
const { $activeApp, registerLiveApp } = await import('../services/live-apps')
const { onShellKeyDown } = await import('../services/shortcuts')
const { $toasts } = await import('../services/toasts')
const { $reloads } = await import('../tabs/tabs-store')

const manifest = {
  name: 'probe',
  origin: 'https://probe.example',
  party: 'first',
  capabilities: [],
  events: { subscribe: ['org.selected'], publish: [] },
}
const probe = {
  code: 'probe',
  title: 'Probe',
  routerBase: '/portal/probe',
  routes: [],
  manifest,
} as unknown as AppRoute
const publisher = {
  ...probe,
  code: 'other',
  manifest: { ...manifest, name: 'other', events: { subscribe: [], publish: ['org.selected'] } },
} as unknown as AppRoute

const frameOf = (app: AppRoute) =>
  createShellHandlers({
    app,
    currentPath: () => app.routerBase,
    onLifecycle: () => {},
    onNavChanged: () => {},
    openPage: () => {},
    holdsFocus: () => true,
    tourFrame: () => ({
      iframe: document.body.appendChild(document.createElement('iframe')),
      tourRect: async () => null,
    }),
  })

/** A connected frame of `code` as the pool registers it: what the shell sends it is recorded. */
function liveFrame(code: string) {
  const app = {
    onEvent: vi.fn(async (_topic: string, _payload: unknown) => {}),
    onShortcut: vi.fn(async (_id: string) => {}),
  }
  const leave = registerLiveApp(code, { app, ready: Promise.resolve(), destroy: () => {} } as unknown as AppConnection)
  return { app, leave }
}

const notice = {
  id: 'n1',
  channel: 'app',
  title: 'Hello',
  excerpt: 'Hi',
  mustRead: false,
  publisherName: 'HR',
  sourceApp: 'other',
  receivedAt: 1,
} as NoticeSummary
const pressSave = () =>
  onShellKeyDown(new KeyboardEvent('keydown', { key: 'S', code: 'KeyS', altKey: true, shiftKey: true }))

describe("the shell's bridge areas", () => {
  it('handle every method of the contract, each in exactly one area (the type checker names a method none handles)', () => {
    type KeysOf<U> = U extends unknown ? keyof U : never
    expectTypeOf<
      Exclude<keyof typeof appToShell, ProtocolMethod | KeysOf<ReturnType<(typeof AREAS)[number]['handlers']>>>
    >().toEqualTypeOf<never>()
    const frame = {
      app: probe,
      currentPath: () => '/',
      onLifecycle: () => {},
      onNavChanged: () => {},
      openPage: () => {},
    }
    const owned = AREAS.flatMap((area) => Object.keys(area.handlers(frame)))
    const protocol: string[] = ['protocol.negotiate', 'caps.list']
    expect(owned.toSorted()).toEqual(
      Object.keys(appToShell)
        .filter((name) => !protocol.includes(name))
        .toSorted(),
    )
  })

  it('are every module of the folder', async () => {
    const files = readdirSync(import.meta.dirname).filter((file) => !/^(index|frame)\.ts$|\.test\.ts$/.test(file))
    const modules = await Promise.all(files.map((file) => import(join(import.meta.dirname, file))))
    expect(modules.length).toBe(AREAS.length)
    for (const module of modules) expect(AREAS).toContain(module)
  })

  it('keep nothing for an app once its frame went: its questions are answered, its marks cleared, and its next frame hears nothing it asked for before', async () => {
    const frame = liveFrame('probe')
    const shell = frameOf(probe)
    $activeApp.set('probe')
    shell['events.subscribe']('org.selected')
    shell['messages.subscribe']()
    shell['keys.register']([{ combo: 'Alt+Shift+S', id: 'save' }])
    shell['ui.setDirty'](true)
    shell['ui.loading'](true)
    shell['tabs.refresh']()
    const open = [
      shell['ui.confirm']({ title: 'Leave?', content: 'Your changes go.' }),
      shell['ui.toast']({ text: 'Saved', action: 'Undo' }),
      shell['nav.openExternal']('https://elsewhere.example/'),
      shell['ui.dialog.open']({ title: 'Pick', path: '/pick' }),
      shell['tour.start']([{ selector: '#name', title: 'Name', text: 'Your name' }]),
    ]
    // While the frame lives, each area holds what the app asked for.
    frameOf(publisher)['events.publish']('org.selected', { organId: 1, name: 'HQ' })
    for (const listener of noticeListeners) listener(notice, 1)
    pressSave()
    expect(frame.app.onEvent.mock.calls.map(([topic]) => topic)).toEqual(['org.selected', 'messages.new'])
    expect(frame.app.onShortcut).toHaveBeenCalledWith('save')
    expect([
      $appConfirms.get().length,
      $toasts.get().length,
      $externalLinks.get().length,
      $appDialog.get()?.opener,
    ]).toEqual([1, 1, 1, 'probe'])
    expect([$dirty.get().has('probe'), $appsLoading.get(), $reloads.get().probe]).toEqual([true, true, 1])

    frame.leave()
    forgetApp('probe')

    expect(await Promise.all(open)).toEqual([false, false, false, null, 'closed'])
    expect([$appConfirms.get(), $toasts.get(), $externalLinks.get(), $appDialog.get()]).toEqual([[], [], [], null])
    expect([$dirty.get().has('probe'), $appsLoading.get(), 'probe' in $reloads.get(), noticeListeners.size]).toEqual([
      false,
      false,
      false,
      0,
    ])
    const next = liveFrame('probe')
    frameOf(publisher)['events.publish']('org.selected', { organId: 2, name: 'Branch' })
    pressSave()
    expect(next.app.onEvent).not.toHaveBeenCalled()
    expect(next.app.onShortcut).not.toHaveBeenCalled()
    next.leave()
  })
})

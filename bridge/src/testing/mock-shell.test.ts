import { afterEach, describe, expect, it } from 'vitest'
import { BridgeError } from '../bridge-error.js'
import type { Handlers, ShellToApp } from '../contract/index.js'
import { createSubApp } from '../sub-app.js'
import { createMockShell, createMockWindow, type MockShell, type MockShellOptions } from './index.js'

const mocks: MockShell[] = []
afterEach(() => {
  for (const mock of mocks.splice(0)) mock.destroy()
})

/** A real sub-app at `/leave/home`, connected to a new mock shell; resolves once it told the shell it is ready. */
async function setup(options?: MockShellOptions) {
  const mock = createMockShell(options)
  mocks.push(mock)
  const page = createMockWindow({ pathname: '/leave/home' })
  const app = createSubApp({ base: '/leave', party: 'first', window: page, connect: mock.connect })
  await mock.ready
  await mock.waitForCall('app.ready')
  return { mock, app, page }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('mock shell', () => {
  it('gives the app the default env and answers', async () => {
    const { app, mock, page } = await setup({ permissions: ['100202'] })
    expect(app.env.get()).toEqual({ language: 'zh-CN', theme: 'blue', tenant: null, themeVars: {} })
    expect(page.root).toMatchObject({ lang: 'zh-CN', dataset: { theme: 'blue' } })
    expect(await app.shell.session.getToken()).toBe('mock-token')
    expect(await app.shell.perm.has('100202')).toBe(true)
    expect(await app.shell.perm.has('999')).toBe(false)
    expect(await app.shell.ui.confirm({ title: 'Delete?', content: 'Really?' })).toBe(true)
    expect(await app.shell.ui.dialog.open({ path: '/edit', title: 'Edit' })).toBeNull()
    expect((await app.shell.caps.list()).capabilities).toContain('storage')
    expect(mock.calls.map((call) => call.method)).toEqual(
      expect.arrayContaining(['env.get', 'app.ready', 'session.getToken']),
    )
    expect(mock.calls[0]).toEqual({ method: 'env.get', args: [] })
  })

  it('answers the app with what the test scripted, a value or a handler of the arguments', async () => {
    const { app, mock } = await setup()
    mock.answer('ui.confirm', false)
    mock.answer('perm.has', (functionId) => functionId.startsWith('1'))
    expect(await app.shell.ui.confirm({ title: 'Delete?', content: 'Really?' })).toBe(false)
    expect(await app.shell.perm.has('100')).toBe(true)
    expect(await app.shell.perm.has('200')).toBe(false)
    expect(mock.callsOf('ui.confirm')).toEqual([[{ title: 'Delete?', content: 'Really?' }]])
    expect(mock.callsOf('perm.has')).toEqual([['100'], ['200']])
  })

  it('refuses a capability the app does not hold with capability_denied, and audits the denial', async () => {
    const { app, mock } = await setup({ capabilities: ['env'] })
    const refusal = app.shell.ui.message('info', 'Hello')
    await expect(refusal).rejects.toBeInstanceOf(BridgeError)
    await expect(refusal).rejects.toMatchObject({ code: 'capability_denied' })
    expect(mock.records).toContainEqual(
      expect.objectContaining({
        method: 'ui.message',
        capability: 'ui',
        decision: 'deny',
        reason: 'capability_denied',
      }),
    )
    expect(mock.callsOf('ui.message')).toEqual([])
  })

  it('fails a method the test denied with the code it chose', async () => {
    const { app, mock } = await setup()
    mock.deny('session.getUser')
    mock.deny('ui.dialog.open', 'dialog_busy')
    await expect(app.shell.session.getUser()).rejects.toMatchObject({ code: 'capability_denied' })
    await expect(app.shell.ui.dialog.open({ path: '/edit', title: 'Edit' })).rejects.toMatchObject({
      code: 'dialog_busy',
    })
    expect(mock.records.filter((record) => record.decision === 'deny').map((record) => record.reason)).toEqual([
      'capability_denied',
      'dialog_busy',
    ])
    mock.answer('session.getUser', {
      id: '7',
      lang: 'en',
      userId: '7',
      userName: 'li',
      realName: 'Li Lei',
      tenantId: '1',
      companyId: '1',
      headUrl: '',
    })
    expect(await app.shell.session.getUser()).toMatchObject({ realName: 'Li Lei' })
  })

  it('refuses a bad argument with invalid_arguments before any handler runs', async () => {
    const { app, mock } = await setup()
    await expect(app.shell.tabs.open('no-slash')).rejects.toMatchObject({ code: 'invalid_arguments' })
    await expect(app.shell.storage.set('bad key!', 1)).rejects.toMatchObject({ code: 'invalid_arguments' })
    expect(mock.callsOf('tabs.open')).toEqual([])
    expect(mock.storage.size).toBe(0)
    expect(
      mock.records.filter((record) => record.reason === 'invalid_arguments').map((record) => record.method),
    ).toEqual(['tabs.open', 'storage.set'])
  })

  it("sends setEnv, merged onto the current env, to the app's env store", async () => {
    const { app, mock, page } = await setup({ env: { tenant: { id: '1', name: 'Acme' } } })
    await mock.setEnv({ language: 'en', themeVars: { '--hr-primary': '#c2410c' } })
    expect(app.env.get()).toEqual({
      language: 'en',
      theme: 'blue',
      tenant: { id: '1', name: 'Acme' },
      themeVars: { '--hr-primary': '#c2410c' },
    })
    expect(page.root.lang).toBe('en')
    expect(page.root.style.props).toEqual({ '--hr-primary': '#c2410c' })
    expect(await app.shell.env.get()).toMatchObject({ language: 'en', system: { sysName: '' } })
  })

  it('keeps the app storage in memory: set, get, keys, remove', async () => {
    const { app, mock } = await setup({ storage: { seen: true } })
    await app.shell.storage.set('draft', { title: 'Leave', days: 2 })
    expect(await app.shell.storage.get('draft')).toEqual({ title: 'Leave', days: 2 })
    expect(await app.shell.storage.keys()).toEqual(['seen', 'draft'])
    await app.shell.storage.remove('draft')
    expect(await app.shell.storage.get('draft')).toBeNull()
    expect([...mock.storage.keys()]).toEqual(['seen'])
  })

  it("waits for the app's onBeforeEvict listeners when it evicts the app", async () => {
    const { app, mock } = await setup()
    app.lifecycle.onBeforeEvict(async () => {
      await delay(50)
      await app.shell.storage.set('draft', 'saved')
    })
    await mock.evict()
    expect(mock.storage.get('draft')).toBe('saved')
  })

  it("reaches the app's listeners: show, hide, events, shortcuts, dialog buttons, navigate and ping", async () => {
    const { app, mock, page } = await setup()
    const seen: unknown[] = []
    app.lifecycle.onShow(() => void seen.push('show'))
    app.lifecycle.onHide(() => void seen.push('hide'))
    app.events.on('staff.changed', (payload) => void seen.push(payload))
    await app.keys.register([{ combo: 'Ctrl+S', id: 'save', run: () => void seen.push('saved') }])
    app.dialog.onButton((event) => void seen.push(`button:${event}`))
    await mock.waitForCall('events.subscribe')
    await mock.show()
    await mock.hide()
    await mock.emit('staff.changed', { id: 1 })
    await mock.pressShortcut('save')
    await mock.pressDialogButton('ok')
    await mock.navigate('/requests')
    expect(seen).toEqual(['show', 'hide', { id: 1 }, 'saved', 'button:ok'])
    expect(mock.callsOf('events.subscribe')).toEqual([['staff.changed']])
    expect(mock.callsOf('keys.register')).toEqual([[[{ combo: 'Ctrl+S', id: 'save' }]]])
    expect(page.location.pathname).toBe('/leave/requests')
    expect(await mock.ping()).toBe('pong')
  })

  it('serves connectToShell with hand-written handlers, and waits for a slow onBeforeEvict', async () => {
    const mock = createMockShell()
    mocks.push(mock)
    const seen: string[] = []
    const none = () => undefined
    const methods: Handlers<ShellToApp> = {
      navigate: (path) => void seen.push(path),
      refresh: none,
      setEnv: (env) => void seen.push(env.language),
      ping: () => 'pong',
      tourRect: () => null,
      onShow: none,
      onHide: none,
      onEvent: none,
      onShortcut: none,
      onDialogButton: none,
      onBeforeEvict: async () => {
        await delay(50)
        seen.push('evicted')
      },
    }
    const connection = mock.connect({ shellOrigin: 'http://shell.test', methods })
    await mock.ready
    await mock.setEnv({ language: 'en' })
    await mock.evict()
    expect(seen).toEqual(['en', 'evicted'])
    await expect(connection.call('constructor', [])).rejects.toMatchObject({ code: 'unknown_method' })
  })

  it('throttles as the portal does only when asked to', async () => {
    const { app } = await setup({ rateLimits: true })
    const answers = await Promise.allSettled([1, 2, 3].map(() => app.shell.session.toLogin()))
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
    expect((answers[2] as PromiseRejectedResult).reason).toMatchObject({ code: 'rate_limited' })
  })

  it('rejects a push while no app is connected', async () => {
    const mock = createMockShell()
    await expect(mock.show()).rejects.toMatchObject({ code: 'disconnected' })
    expect(() => {
      mock.connect({ shellOrigin: 'http://shell.test', methods: {} as Handlers<ShellToApp> })
      mock.connect({ shellOrigin: 'http://shell.test', methods: {} as Handlers<ShellToApp> })
    }).toThrow(/twice/)
    mock.destroy()
  })
})

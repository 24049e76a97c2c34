import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ConnectToShellOptions, ShellConnection } from './client.js'
import type { EnvInfo, Env } from './contract/index.js'
import { createFakeWindow } from './fake-window.js'
import { startTestServer, type Recorded, type TestServer } from './http/test-server.js'
import { createSubApp, type SubAppWindow } from './sub-app.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const ENV_INFO: EnvInfo = {
  language: 'en',
  theme: 'orange',
  tenant: null,
  themeVars: { '--hr-primary': '#c2410c' },
  system: { sysName: 'HR', logoUrl: '', linkUrl: '' },
}

/** A shell that answers from memory and records what the app asked of it. */
function fakeShell(envAnswer: unknown = ENV_INFO) {
  const calls: Array<[string, ...unknown[]]> = []
  let tokens = 0
  const shell = {
    nav: {
      changed: async (path: string, options: { replace: boolean }) => void calls.push(['nav.changed', path, options]),
    },
    session: {
      getToken: async () => {
        calls.push(['session.getToken'])
        return `staff-${++tokens}`
      },
      getAppToken: async () => {
        calls.push(['session.getAppToken'])
        return 'app'
      },
      reportCode: async (code: number) => void calls.push(['session.reportCode', code]),
      activity: async () => {},
    },
    env: {
      get: async () => {
        calls.push(['env.get'])
        return envAnswer
      },
    },
    app: {
      ready: async () => void calls.push(['app.ready']),
      failed: async (reason: string) => void calls.push(['app.failed', reason]),
    },
    caps: { list: async () => ({ version: 2, capabilities: [], methods: {} }) },
    keys: { forward: async (combo: string) => void calls.push(['keys.forward', combo]) },
  }
  return { shell, calls }
}

function setup(party: 'first' | 'third', pathname = '/leave/home', envAnswer?: unknown) {
  const page = createFakeWindow(pathname)
  const keydown: Array<(event: unknown) => void> = []
  const addEventListener = (type: string, listener: (event: unknown) => void) => {
    if (type === 'keydown') keydown.push(listener)
  }
  const props: Record<string, string> = {}
  const style = {
    props,
    setProperty: (name: string, value: string) => {
      props[name] = value
    },
    removeProperty: (name: string) => {
      delete props[name]
    },
  }
  const root = { lang: 'zh-CN', dataset: {} as Record<string, string | undefined>, style }
  const config = JSON.stringify({ shellOrigin: 'http://shell.test', gatewayUrl: server.gatewayUrl })
  const window: SubAppWindow = Object.assign(page, {
    document: {
      getElementById: (id: string) => (id === 'hr-portal-config' ? { textContent: config } : null),
      documentElement: root,
      addEventListener,
    },
  }) as unknown as SubAppWindow
  const { shell, calls } = fakeShell(envAnswer)
  let options: ConnectToShellOptions | undefined
  const connect = (given: ConnectToShellOptions) => {
    options = given
    return {
      shell,
      ready: Promise.resolve(),
      call: async () => undefined,
      destroy: () => {},
    } as unknown as ShellConnection
  }
  const app = createSubApp({ base: '/leave', party, window, connect })
  const press = (key: Partial<KeyboardEvent>) => {
    const event = {
      key,
      ctrlKey: false,
      altKey: false,
      shiftKey: false,
      metaKey: false,
      defaultPrevented: false,
      isComposing: false,
      preventDefault: () => {},
      ...key,
    }
    for (const listener of keydown) listener(event)
  }
  return { app, page, root, calls, press, methods: () => options!.methods, options: () => options! }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sub-app', () => {
  it('connects to the shell origin the page names and answers ping', async () => {
    const { app, options, methods } = setup('first')
    expect(app.config).toEqual({
      shellOrigin: 'http://shell.test',
      shellOrigins: ['http://shell.test'],
      gatewayUrl: server.gatewayUrl,
    })
    expect(options().shellOrigin).toBe('http://shell.test')
    expect(await methods().ping()).toBe('pong')
  })

  it("takes the shell's language, theme and tenant once connected, without the system info, onto <html> too", async () => {
    const { app, root } = setup('first')
    await settled()
    const expected: Env = { language: 'en', theme: 'orange', tenant: null, themeVars: { '--hr-primary': '#c2410c' } }
    expect(app.env.get()).toEqual(expected)
    expect(root).toMatchObject({ lang: 'en', dataset: { theme: 'orange' } })
    expect(root.style.props).toEqual({ '--hr-primary': '#c2410c' })
  })

  it("resolves envLoaded with the shell's env, after which the first frame can be drawn in its language", async () => {
    const { app } = setup('third')
    expect(app.env.get().language).toBe('zh-CN')
    expect(await app.envLoaded).toEqual({
      language: 'en',
      theme: 'orange',
      tenant: null,
      themeVars: { '--hr-primary': '#c2410c' },
    })
    expect(app.env.get().language).toBe('en')
  })

  it('drops an env answer in a language the portal does not have, keeps the default and still tells the shell it is ready', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { app, root, calls } = setup('third', '/leave/home', { ...ENV_INFO, language: 'fr' })
    expect((await app.envLoaded).language).toBe('zh-CN')
    await settled()
    expect(root.lang).toBe('zh-CN')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('env.get'))
    expect(calls.map(([name]) => name)).toEqual(['env.get', 'app.ready'])
    warn.mockRestore()
  })

  it('follows setEnv from the shell', async () => {
    const { app, methods, root } = setup('first')
    await settled()
    await methods().setEnv({ language: 'zh-CN', theme: 'blue', tenant: { id: '7', name: 'Acme' }, themeVars: {} })
    expect(app.env.get().tenant).toEqual({ id: '7', name: 'Acme' })
    expect(root.lang).toBe('zh-CN')
  })

  it("goes where the shell navigates without reporting it back, and reports the app's own moves", async () => {
    const { app, page, methods, calls } = setup('first')
    await methods().navigate('/requests')
    expect(page.location.pathname).toBe('/leave/requests')
    expect(app.router.path()).toBe('/requests')
    app.router.navigate('/requests/7')
    await settled()
    expect(calls.filter(([name]) => name === 'nav.changed')).toEqual([
      ['nav.changed', '/requests/7', { replace: false }],
    ])
  })

  it('reloads its own page when the shell asks for a refresh', async () => {
    const { page, methods } = setup('first')
    await methods().refresh()
    expect(page.reloads).toBe(1)
  })

  it('calls the gateway of a first-party app with the staff token, asked of the shell once', async () => {
    const { app, calls } = setup('first')
    await settled()
    const answers = await Promise.all([
      app.http.get<Recorded>('/ums/web/echo'),
      app.http.get<Recorded>('/ums/web/echo'),
    ])
    expect(answers.map((a) => a.result!.headers.token)).toEqual(['staff-1', 'staff-1'])
    expect(answers[0].result!.headers['accept-language']).toBe('en')
    expect(calls.filter(([name]) => name === 'session.getToken')).toHaveLength(1)
  })

  it("sends a call made before the shell answered in the shell's language, not the default", async () => {
    const { app } = setup('first')
    const answer = await app.http.get<Recorded>('/ums/web/echo')
    expect(answer.result!.headers['accept-language']).toBe('en')
  })

  it('reports 401001, 404110, 404001 and 400135 of a first-party app to the shell, and no other code', async () => {
    const { app, calls } = setup('first')
    for (const value of [401001, 404110, 404001, 400135, 400131, 500100])
      await app.http.get('/ums/web/code', { value }).catch(() => {})
    await settled()
    expect(calls.filter(([name]) => name === 'session.reportCode')).toEqual([
      ['session.reportCode', 401001],
      ['session.reportCode', 404110],
      ['session.reportCode', 404001],
      ['session.reportCode', 400135],
    ])
  })

  it('never asks for the staff token in a vendor app, nor reports codes for it', async () => {
    const { app, calls } = setup('third')
    const { result } = await app.http.get<Recorded>('/ums/web/echo')
    await app.http.get('/ums/web/code', { value: 401001 }).catch(() => {})
    await settled()
    expect(result!.headers.token).toBeUndefined()
    expect(calls.map(([name]) => name)).toEqual(['env.get', 'app.ready'])
  })

  it('tells the shell it is ready once the env arrived, or leaves that to the app', async () => {
    const auto = setup('first')
    await settled()
    expect(auto.calls.map(([name]) => name)).toEqual(['env.get', 'app.ready'])
    const page = createFakeWindow('/leave/home')
    const config = JSON.stringify({ shellOrigin: 'http://shell.test', gatewayUrl: server.gatewayUrl })
    const { shell, calls } = fakeShell()
    const manual = createSubApp({
      base: '/leave',
      party: 'first',
      autoReady: false,
      window: Object.assign(page, {
        document: { getElementById: () => ({ textContent: config }), documentElement: { lang: '', dataset: {} } },
      }) as unknown as SubAppWindow,
      connect: () =>
        ({
          shell,
          ready: Promise.resolve(),
          call: async () => undefined,
          destroy: () => {},
        }) as unknown as ShellConnection,
    })
    await settled()
    expect(calls.map(([name]) => name)).toEqual(['env.get'])
    await manual.failed('x'.repeat(300))
    expect(calls[1]).toEqual(['app.failed', 'x'.repeat(200)])
  })

  it('runs lifecycle, topic, shortcut and dialog-button listeners when the shell calls', async () => {
    const { app, methods } = setup('first')
    const seen: unknown[] = []
    app.lifecycle.onShow(() => void seen.push('show'))
    app.lifecycle.onBeforeEvict(async () => {
      await settled()
      seen.push('saved')
    })
    app.dialog.onButton((event) => void seen.push(`button:${event}`))
    await methods().onShow()
    await methods().onBeforeEvict()
    await methods().onDialogButton('save')
    await methods().onEvent('staff.changed', { id: 1 })
    expect(seen).toEqual(['show', 'saved', 'button:save'])
  })

  it("forwards the shell's shortcuts and an Escape the page did not use, and keeps every other key", async () => {
    const { calls, press } = setup('first')
    press({ key: 'w', code: 'KeyW', altKey: true })
    press({ key: 'Escape' })
    press({ key: 'Escape', defaultPrevented: true })
    press({ key: 'Escape', shiftKey: true })
    press({ key: 'a' })
    press({ key: 's', code: 'KeyS', ctrlKey: true })
    await settled()
    expect(calls.filter(([name]) => name === 'keys.forward')).toEqual([
      ['keys.forward', 'Alt+W'],
      ['keys.forward', 'Escape'],
    ])
  })
})

import { connect } from 'penpal'
import { describe, expect, it } from 'vitest'
import { connectToShell } from './client.js'
import { appToShell, type CapsList } from './contract/index.js'
import { createEndpoint } from './endpoint.js'
import { createMessengerHub } from './memory-messengers.js'
import { createProtocolHandlers, pickVersion, SHELL_PROTOCOL_VERSIONS } from './protocol.js'

const app = {
  navigate: () => undefined,
  refresh: () => undefined,
  setEnv: () => undefined,
  ping: () => 'pong' as const,
  tourRect: () => null,
  onShow: () => undefined,
  onHide: () => undefined,
  onBeforeEvict: () => undefined,
  onEvent: () => undefined,
  onShortcut: () => undefined,
  onDialogButton: () => undefined,
}

/** A shell over the hub answering `handlers` behind the guard of `contract`. */
function shellOver(
  hub: ReturnType<typeof createMessengerHub>,
  contract: Record<string, unknown>,
  handlers: Record<string, unknown>,
) {
  const endpoint = createEndpoint(contract as typeof appToShell, handlers as never)
  return connect({
    messenger: hub.messenger('shell'),
    methods: Object.assign(Object.create(null), { call: endpoint.call }),
    timeout: 5000,
  })
}

describe('protocol version negotiation', () => {
  it('picks the highest version both sides speak, or none', () => {
    expect(pickVersion([1, 2, 3], [1, 2])).toBe(2)
    expect(pickVersion([1], [1, 2])).toBe(1)
    expect(pickVersion([3, 4], [1, 2])).toBeNull()
  })

  it('speaks version 1 until the app negotiates, and refuses an app that speaks no version of the shell', async () => {
    const handlers = createProtocolHandlers(['env', 'ui'])
    expect(await handlers['caps.list']()).toEqual(['env', 'ui'])
    expect(() => handlers['protocol.negotiate']({ versions: [3, 4] })).toThrow(
      expect.objectContaining({ code: 'unsupported_version' }),
    )
    expect(await handlers['protocol.negotiate']({ versions: [1, 2, 7] })).toEqual({
      version: 2,
      versions: [...SHELL_PROTOCOL_VERSIONS],
    })
    expect(await handlers['caps.list']()).toMatchObject({ version: 2, capabilities: ['env', 'ui'] })
  })

  it('lists per method whether the shell supports it and the manifest grants it', async () => {
    const handlers = createProtocolHandlers(['env'])
    await handlers['protocol.negotiate']({ versions: [2] })
    const all = (await handlers['caps.list']()) as CapsList
    expect(Object.keys(all.methods)).toEqual(Object.keys(appToShell))
    expect(all.methods['env.get']).toEqual({ supported: true, granted: true })
    expect(all.methods['app.ready']).toEqual({ supported: true, granted: true })
    expect(all.methods['tabs.open']).toEqual({ supported: true, granted: false })
    const asked = (await handlers['caps.list'](['env.get', 'future.method', 'constructor'])) as CapsList
    expect(asked.methods).toEqual({
      'env.get': { supported: true, granted: true },
      'future.method': { supported: false, granted: false },
      constructor: { supported: false, granted: false },
    })
  })

  it('lets the SDK agree on the highest common version over the wire', async () => {
    const hub = createMessengerHub()
    const client = connectToShell({ shellOrigin: 'http://shell', methods: app, messenger: () => hub.messenger('app') })
    const shell = shellOver(hub, appToShell, createProtocolHandlers(['env']))
    await client.ready
    expect(client.version()).toBe(2)
    expect((await client.shell.caps.list(['env.get'])).methods['env.get']).toEqual({ supported: true, granted: true })
    client.destroy()
    shell.destroy()
  })

  it('rejects ready with unsupported_version when the app asks only for versions the shell lacks', async () => {
    const hub = createMessengerHub()
    const client = connectToShell({
      shellOrigin: 'http://shell',
      methods: app,
      versions: [9],
      messenger: () => hub.messenger('app'),
    })
    const shell = shellOver(hub, appToShell, createProtocolHandlers(['env']))
    await expect(client.ready).rejects.toMatchObject({ name: 'BridgeError', code: 'unsupported_version' })
    client.destroy()
    shell.destroy()
  })

  it('runs against a shell older than negotiation at version 1', async () => {
    const hub = createMessengerHub()
    const client = connectToShell({ shellOrigin: 'http://shell', methods: app, messenger: () => hub.messenger('app') })
    // The old shell's contract has no protocol.negotiate, and its caps.list answers the bare list.
    const { 'protocol.negotiate': _, ...oldContract } = appToShell
    const shell = shellOver(
      hub,
      { ...oldContract, 'caps.list': { ...appToShell['caps.list'], args: appToShell['app.ready'].args } },
      { 'caps.list': () => ['env'] },
    )
    await client.ready
    expect(client.version()).toBe(1)
    expect(await client.shell.caps.list()).toEqual({ version: 1, capabilities: ['env'], methods: {} })
    client.destroy()
    shell.destroy()
  })
})

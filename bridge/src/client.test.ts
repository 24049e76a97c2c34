import { connect } from 'penpal'
import { describe, expect, it } from 'vitest'
import { connectToShell } from './client.js'
import { appToShell } from './contract/index.js'
import { createEndpoint } from './endpoint.js'
import { createMessengerHub } from './memory-messengers.js'
import { createProtocolHandlers } from './protocol.js'

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

/** A shell side answering env.get with `name`, over a new connection of the hub. */
function shellConnection(hub: ReturnType<typeof createMessengerHub>, name: string) {
  const endpoint = createEndpoint(appToShell, {
    ...createProtocolHandlers(['env']),
    'env.get': () => ({
      language: 'en',
      theme: 'blue',
      tenant: { id: '1', name },
      system: { sysName: '', logoUrl: '', linkUrl: '' },
    }),
  } as never)
  return connect({
    messenger: hub.messenger('shell'),
    methods: Object.assign(Object.create(null), { call: endpoint.call }),
    timeout: 5000,
  })
}

describe('sub-app client', () => {
  it('calls the shell over the handshaken connection', async () => {
    const hub = createMessengerHub()
    const client = connectToShell({ shellOrigin: 'http://shell', methods: app, messenger: () => hub.messenger('app') })
    const shell = shellConnection(hub, 'first')
    await client.ready
    expect(await client.shell.env.get()).toMatchObject({ tenant: { name: 'first' } })
    client.destroy()
    shell.destroy()
  })

  it('reconnects when the shell ends the connection and re-handshakes', async () => {
    const hub = createMessengerHub()
    const client = connectToShell({ shellOrigin: 'http://shell', methods: app, messenger: () => hub.messenger('app') })
    const first = shellConnection(hub, 'first')
    // Both sides finished the first handshake: the shell re-handshakes with a connected app.
    await Promise.all([client.ready, first.promise])
    first.destroy()
    const second = shellConnection(hub, 'second')
    await second.promise
    expect(await client.shell.env.get()).toMatchObject({ tenant: { name: 'second' } })
    client.destroy()
    second.destroy()
  })

  it('stays closed after its own destroy', async () => {
    const hub = createMessengerHub()
    const client = connectToShell({
      shellOrigin: 'http://shell',
      methods: app,
      messenger: () => hub.messenger('app'),
      timeout: 300,
    })
    const first = shellConnection(hub, 'first')
    await client.ready
    client.destroy()
    await expect(client.shell.env.get()).rejects.toMatchObject({ code: 'disconnected' })
    first.destroy()
  })
})

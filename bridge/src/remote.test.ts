import { describe, expect, it } from 'vitest'
import { BridgeError } from './bridge-error'
import { appToShell } from './contract'
import { createRemote, invoke } from './remote'
import type { CallOutcome, Endpoint } from './types'

function endpointAnswering(answer: (name: unknown, args: unknown, options?: unknown) => Promise<unknown>) {
  const seen: unknown[][] = []
  const endpoint = { call: (...a: unknown[]) => { seen.push(a); return answer(a[0], a[1], a[2]) } } as unknown as Endpoint
  return { endpoint: () => Promise.resolve(endpoint), seen }
}

describe('bridge remote', () => {
  it('answers the value of an ok outcome', async () => {
    const { endpoint } = endpointAnswering(async () => ({ ok: true, value: 'pong' }) satisfies CallOutcome)
    expect(await invoke(endpoint, 'ping', [], 5000)).toBe('pong')
  })

  it('rejects with a BridgeError carrying the code and message of a denied call', async () => {
    const { endpoint } = endpointAnswering(async () => ({ ok: false, error: { code: 'unknown_method', message: 'Unknown method: constructor' } }))
    const error = await invoke(endpoint, 'constructor', [], 5000).catch((e) => e)
    expect(error).toBeInstanceOf(BridgeError)
    expect(error).toMatchObject({ code: 'unknown_method', message: 'Unknown method: constructor' })
  })

  it('turns a Penpal timeout into code timeout and any other failure into disconnected', async () => {
    const timedOut = endpointAnswering(async () => { throw Object.assign(new Error('timed out'), { code: 'METHOD_CALL_TIMEOUT' }) })
    await expect(invoke(timedOut.endpoint, 'env.get', [], 10)).rejects.toMatchObject({ code: 'timeout' })
    const gone = endpointAnswering(async () => { throw new Error('destroyed') })
    await expect(invoke(gone.endpoint, 'env.get', [], 10)).rejects.toMatchObject({ code: 'disconnected' })
  })

  it('refuses a malformed answer', async () => {
    const { endpoint } = endpointAnswering(async () => ({ ok: 'yes' }))
    await expect(invoke(endpoint, 'env.get', [], 10)).rejects.toMatchObject({ code: 'handler_failed' })
  })

  it('sets the per-call timeout on every method except user-driven dialogs', async () => {
    const { endpoint, seen } = endpointAnswering(async () => ({ ok: true, value: true }))
    const shell = createRemote(appToShell, endpoint)
    await shell.perm.has('1001')
    await shell.ui.confirm({ title: 't', content: 'c' })
    expect(seen[0]).toHaveLength(3)
    expect((seen[0][2] as { timeout: number }).timeout).toBe(10_000)
    expect(seen[1]).toHaveLength(2)
  })
})

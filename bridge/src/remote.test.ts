import { describe, expect, it, vi } from 'vitest'
import { BridgeError } from './bridge-error.js'
import { appToShell } from './contract/index.js'
import { createRemote, invoke } from './remote.js'
import type { CallOutcome, Endpoint } from './types.js'

function endpointAnswering(answer: (name: unknown, args: unknown, options?: unknown) => Promise<unknown>) {
  const seen: unknown[][] = []
  const endpoint = {
    call: (...a: unknown[]) => {
      seen.push(a)
      return answer(a[0], a[1], a[2])
    },
  } as unknown as Endpoint
  return { endpoint: () => Promise.resolve(endpoint), seen }
}

describe('bridge remote', () => {
  it('answers the value of an ok outcome', async () => {
    const { endpoint } = endpointAnswering(async () => ({ ok: true, value: 'pong' }) satisfies CallOutcome)
    expect(await invoke(endpoint, 'ping', [], 5000)).toBe('pong')
  })

  it('rejects with a BridgeError carrying the code and message of a denied call', async () => {
    const { endpoint } = endpointAnswering(async () => ({
      ok: false,
      error: { code: 'unknown_method', message: 'Unknown method: constructor' },
    }))
    const error = await invoke(endpoint, 'constructor', [], 5000).catch((e) => e)
    expect(error).toBeInstanceOf(BridgeError)
    expect(error).toMatchObject({ code: 'unknown_method', message: 'Unknown method: constructor' })
  })

  it('rejects with code timeout when no answer comes in time, and any transport failure as disconnected', async () => {
    const silent = endpointAnswering(() => new Promise(() => {}))
    await expect(invoke(silent.endpoint, 'env.get', [], 10)).rejects.toMatchObject({ code: 'timeout' })
    const gone = endpointAnswering(async () => {
      throw new Error('destroyed')
    })
    await expect(invoke(gone.endpoint, 'env.get', [], 10)).rejects.toMatchObject({ code: 'disconnected' })
  })

  it('refuses a malformed answer', async () => {
    const { endpoint } = endpointAnswering(async () => ({ ok: 'yes' }))
    await expect(invoke(endpoint, 'env.get', [], 10)).rejects.toMatchObject({ code: 'handler_failed' })
  })

  it('times out every method except user-driven dialogs, which wait for the person', async () => {
    vi.useFakeTimers()
    try {
      const { endpoint } = endpointAnswering(() => new Promise(() => {}))
      const shell = createRemote(appToShell, endpoint)
      const perm = shell.perm.has('1001').catch((e) => e)
      let confirmSettled = false
      void shell.ui.confirm({ title: 't', content: 'c' }).finally(() => {
        confirmSettled = true
      })
      await vi.advanceTimersByTimeAsync(10_000)
      expect(await perm).toMatchObject({ code: 'timeout' })
      await vi.advanceTimersByTimeAsync(600_000)
      expect(confirmSettled).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves no timer behind once the answer arrived', async () => {
    vi.useFakeTimers()
    try {
      const { endpoint } = endpointAnswering(async () => ({ ok: true, value: 'pong' }))
      await invoke(endpoint, 'ping', [], 5000)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

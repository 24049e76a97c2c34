import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBatcher, TRACKING_BATCH, TRACKING_FLUSH_MS } from './batcher'
import { newNonce, signEvent } from './sign'

describe('the tracking batcher', () => {
  let sent: Array<{ items: number[]; keepalive: boolean }>
  let tracked: boolean
  const make = () =>
    createBatcher<number>({
      send: async (items, { keepalive }) => {
        sent.push({ items, keepalive })
      },
      enabled: () => tracked,
    })
  beforeEach(() => {
    vi.useFakeTimers()
    sent = []
    tracked = true
  })
  afterEach(() => vi.useRealTimers())

  it('posts 5 events per batch as soon as 5 are queued', () => {
    const batcher = make()
    for (let i = 1; i <= 12; i++) batcher.add(i)
    expect(TRACKING_BATCH).toBe(5)
    expect(sent).toEqual([
      { items: [1, 2, 3, 4, 5], keepalive: false },
      { items: [6, 7, 8, 9, 10], keepalive: false },
    ])
    expect(batcher.pending()).toBe(2)
  })

  it('sends a partial batch after a few seconds, and not before', () => {
    const batcher = make()
    batcher.add(1)
    batcher.add(2)
    vi.advanceTimersByTime(TRACKING_FLUSH_MS - 1)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sent).toEqual([{ items: [1, 2], keepalive: false }])
  })

  it('flushes everything with keepalive when the page goes away, in batches of at most 5', async () => {
    const batcher = make()
    tracked = true
    for (let i = 1; i <= 4; i++) batcher.add(i)
    await batcher.flush({ keepalive: true })
    expect(sent).toEqual([{ items: [1, 2, 3, 4], keepalive: true }])
    expect(batcher.pending()).toBe(0)
    vi.advanceTimersByTime(TRACKING_FLUSH_MS * 2)
    expect(sent).toHaveLength(1)
  })

  it('drops events while Do Not Track is on, including those queued before it was turned on', async () => {
    const batcher = make()
    batcher.add(1)
    batcher.add(2)
    tracked = false
    batcher.add(3)
    await batcher.flush()
    vi.advanceTimersByTime(TRACKING_FLUSH_MS * 2)
    for (let i = 0; i < 10; i++) batcher.add(i)
    expect(sent).toEqual([])
    expect(batcher.pending()).toBe(0)
  })

  it('keeps going when a post fails', async () => {
    let fail = true
    const batcher = createBatcher<number>({
      send: async (items) => {
        if (fail) {
          fail = false
          throw new Error('offline')
        }
        sent.push({ items, keepalive: false })
      },
      enabled: () => true,
    })
    for (let i = 1; i <= 10; i++) batcher.add(i)
    await vi.runAllTimersAsync()
    expect(sent).toEqual([{ items: [6, 7, 8, 9, 10], keepalive: false }])
  })
})

describe('event signatures', () => {
  it('are the hex SHA-256 of appCode, date, nonce and key joined by newlines (the gateway rule)', async () => {
    const expected = createHash('sha256').update('APP12\n1767225600000\nabcDEF0123456789\nthe-key').digest('hex')
    expect(await signEvent('APP12', 1767225600000, 'abcDEF0123456789', 'the-key')).toBe(expected)
    expect(await signEvent('APP13', 1767225600000, 'abcDEF0123456789', 'the-key')).not.toBe(expected)
  })

  it('use nonces the gateway accepts, never twice', () => {
    const nonces = new Set(Array.from({ length: 200 }, newNonce))
    expect(nonces.size).toBe(200)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
  })
})

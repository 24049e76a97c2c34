import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchEventLoop } from '../../../testing/event-loop-watch'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

// Database-independent: the drawing's work off the event loop; the puzzles' stored state runs on PostgreSQL in
// captcha.test.ts.

describe('drawing captchas', () => {
  let gateway: TestGateway
  const ip = (i: number) => `10.50.${i >> 8}.${i & 255}`
  const generate = (i: number, type = 'slider') =>
    gateway.app
      .inject({ method: 'POST', url: '/gateway/uac/captcha/generate', payload: { type }, remoteAddress: ip(i) })
      .then((r) => ({ ...JSON.parse(r.body), i }))
  beforeAll(async () => {
    gateway = await startTestGateway()
    // The worker's first start (from source, esbuild bundles its entry) and the first use of each kind of puzzle and of
    // the picture route (their code compiled on the main thread) stay outside the measure.
    expect((await generate(0)).code).toBe(0)
    const picture = await generate(0, 'picture')
    expect(picture.code).toBe(0)
    await gateway.app.inject({ method: 'GET', url: picture.result.imageUrl, remoteAddress: ip(0) })
  }, 60_000)
  afterAll(() => gateway.close())

  // The loop may not be held past 100 ms; a timer may come later on a machine busy with other work, not seconds late.
  it('draws a burst of 40 puzzles in a worker thread, never holding the event loop for 100 ms', async () => {
    const watch = watchEventLoop()
    // Requests arrive one per turn of the loop, as from the network, all before the first is answered.
    const pending: Array<ReturnType<typeof generate>> = []
    for (let i = 0; i < 40; i++) {
      pending.push(generate(i + 1, i % 4 === 0 ? 'picture' : 'slider'))
      await new Promise((resolve) => setImmediate(resolve))
    }
    const answers = await Promise.all(pending)
    expect(answers.filter((a) => a.code !== 0).map((a) => `${a.i}: ${a.code} ${a.msg}`)).toEqual([])
    const pictures = await Promise.all(
      answers
        .filter((a) => a.result.type === 'picture')
        .map((a) => gateway.app.inject({ method: 'GET', url: a.result.imageUrl, remoteAddress: ip(a.i) })),
    )
    const { busyMs, lateMs } = watch.stop()
    expect(pictures.every((p) => p.headers['content-type'] === 'image/png')).toBe(true)
    expect(busyMs).toBeLessThanOrEqual(100)
    expect(lateMs).toBeLessThan(1000)
  }, 60_000)
})

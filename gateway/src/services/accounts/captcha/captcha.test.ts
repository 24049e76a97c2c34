import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { humanTrail } from '../../../testing/verification-codes'
import { CHALLENGE_TTL_MS, CHALLENGES_PER_HOUR, FAILURES_PER_HOUR } from './challenge'
import { PIECE_MAX, PIECE_MIN } from './slider-image'

const GENERATE = '/gateway/uac/captcha/generate'
const VALIDATE = '/gateway/uac/captcha/validate'

describe('captcha', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  const later = (ms: number) => gateway.setNow(gateway.ctx.now() + ms)
  // Each puzzle from an address of its own: what this file checks is one puzzle's answer, not an address's risk (risk.test.ts).
  let addresses = 0
  const send = (url: string, payload: object, ip: string) =>
    gateway.app.inject({ method: 'POST', url, payload, remoteAddress: ip }).then((r) => JSON.parse(r.body))
  const puzzle = async (wait = 1000) => {
    addresses += 1
    const ip = `10.61.${addresses >> 8}.${addresses & 255}`
    const answer = await send(GENERATE, { type: 'slider' }, ip)
    const row = await gateway.ctx.db
      .selectFrom('captcha_challenge')
      .select('answer')
      .where('id', '=', answer.result.id)
      .executeTakeFirstOrThrow()
    later(wait)
    return { ...answer.result, gap: Number(row.answer), ip }
  }
  const validate = async (body: object, ip = '127.0.0.1') => send(VALIDATE, body, ip)
  const drop = (p: { id: string; ip: string }, x: number, trail = humanTrail(x)) =>
    validate({ id: p.id, x, trail }, p.ip)

  it('draws a slider puzzle: a background as a JPEG and a piece as a PNG, the y of the gap and a piece size that varies', async () => {
    const sizes = new Set<number>()
    const heights = new Set<number>()
    for (let i = 0; i < 6; i++) {
      const p = await puzzle()
      expect(p).toMatchObject({ type: 'slider', width: 320, height: 160 })
      expect(p.background).toMatch(/^data:image\/jpeg;base64,/)
      expect(p.piece).toMatch(/^data:image\/png;base64,/)
      expect(p.pieceSize).toBeGreaterThanOrEqual(PIECE_MIN)
      expect(p.pieceSize).toBeLessThanOrEqual(PIECE_MAX)
      expect(JSON.stringify(p)).not.toContain(`"x":`)
      sizes.add(p.pieceSize)
      heights.add(p.y)
    }
    expect(sizes.size).toBeGreaterThan(1)
    expect(heights.size).toBeGreaterThan(1)
  })

  it('passes within 4 px of the gap and fails beyond', async () => {
    for (const delta of [-4, 0, 4]) {
      const p = await puzzle()
      const answer = await drop(p, p.gap + delta)
      expect(answer.code).toBe(0)
      expect(answer.result.captchaToken).toMatch(/^[\w-]{32}$/)
    }
    for (const delta of [-5, 5, 40]) {
      const p = await puzzle()
      expect(await drop(p, p.gap + delta)).toEqual({ code: 400111, msg: '验证失败，请重试' })
    }
  })

  it('refuses a drag quicker than 300 ms, and one longer than the time the server saw since it drew the puzzle', async () => {
    const quick = await puzzle()
    expect((await drop(quick, quick.gap, humanTrail(quick.gap, 200))).code).toBe(400111)
    const claimed = await puzzle(400)
    expect((await drop(claimed, claimed.gap, humanTrail(claimed.gap, 1500))).code).toBe(400111)
    const soon = await puzzle(250)
    expect((await drop(soon, soon.gap, humanTrail(soon.gap, 320))).code).toBe(400111)
  })

  it('refuses a drag that is a constant-speed line, has too few points, or starts or ends elsewhere', async () => {
    const even = await puzzle()
    const line = Array.from({ length: 20 }, (_, i) => [i * 45, (even.gap * i) / 19])
    expect((await drop(even, even.gap, line as Array<[number, number]>)).code).toBe(400111)
    const few = await puzzle()
    expect(
      (
        await drop(few, few.gap, [
          [0, 0],
          [300, few.gap * 0.8],
          [700, few.gap],
        ])
      ).code,
    ).toBe(400111)
    const late = await puzzle()
    expect(
      (
        await drop(
          late,
          late.gap,
          humanTrail(late.gap).map(([t, x]) => [t, x + 30] as [number, number]),
        )
      ).code,
    ).toBe(400111)
    const elsewhere = await puzzle()
    expect((await drop(elsewhere, elsewhere.gap, humanTrail(elsewhere.gap + 20))).code).toBe(400111)
    const none = await puzzle()
    expect((await validate({ id: none.id, x: none.gap })).code).toBe(400111)
  })

  it("refuses a smooth ease-in-out drag at an even pace (a script's curve), and passes the same curve at a person's uneven pace", async () => {
    const smooth = (x: number) =>
      Array.from({ length: 16 }, (_, i) => {
        const s = i / 15
        return [i * 60, Math.round(x * s * s * (3 - 2 * s) * 100) / 100] as [number, number]
      })
    const even = await puzzle()
    expect((await drop(even, even.gap, smooth(even.gap))).code).toBe(400111)
    const uneven = await puzzle()
    expect((await drop(uneven, uneven.gap, humanTrail(uneven.gap))).code).toBe(0)
  })

  it("passes a drag made with the keyboard: steps of 10 px, then of 1 px, at a person's uneven pace", async () => {
    const p = await puzzle(0)
    const trail: Array<[number, number]> = [[0, 0]]
    let [t, x] = [0, 0]
    // Steps of 10 px, then the last 5 to 14 px fine-tuned in steps of 1 px, as people do.
    while (x + 15 <= p.gap) {
      t += 180 + ((x * 7) % 90)
      x += 10
      trail.push([t, x])
    }
    while (x < p.gap) {
      t += 260
      x += 1
      trail.push([t, x])
    }
    later(t + 500)
    expect((await drop(p, x, trail)).code).toBe(0)
  })

  it('takes one attempt per puzzle: a replay of a right answer fails, and so does a retry after a wrong one', async () => {
    const p = await puzzle()
    expect((await drop(p, p.gap)).code).toBe(0)
    expect((await drop(p, p.gap)).code).toBe(400111)
    const q = await puzzle()
    expect((await drop(q, q.gap + 30)).code).toBe(400111)
    expect((await drop(q, q.gap)).code).toBe(400111)
  })

  it('expires a puzzle after 2 minutes', async () => {
    const p = await puzzle()
    later(CHALLENGE_TTL_MS)
    expect((await drop(p, p.gap)).code).toBe(400111)
  })

  it('refuses a puzzle solved from another address', async () => {
    const p = await puzzle()
    const response = await gateway.app.inject({
      method: 'POST',
      url: VALIDATE,
      payload: { id: p.id, x: p.gap, trail: humanTrail(p.gap) },
      remoteAddress: '10.7.7.7',
    })
    expect(JSON.parse(response.body).code).toBe(400111)
  })

  it('serves the picture captcha as a PNG by GET with a timestamp, and checks its text without case', async () => {
    const answer = (await gateway.post(GENERATE, { type: 'picture' }, undefined, { 'Accept-Language': 'en' })).body
      .result
    expect(answer.imageUrl).toMatch(/^\/gateway\/uac\/captcha\/picture\?id=[\w-]+&t=\d+$/)
    const image = await gateway.app.inject({ method: 'GET', url: answer.imageUrl })
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    const wrong = (
      await gateway.post(VALIDATE, { id: answer.id, text: 'zzzz' }, undefined, { 'Accept-Language': 'en' })
    ).body
    expect(wrong).toEqual({ code: 400111, msg: 'Verification failed, please try again' })
    // The drawn text is only in the image; set a known one to check the comparison.
    const next = (await gateway.post(GENERATE, { type: 'picture' })).body.result
    const { textHash } = await import('./challenge')
    await gateway.ctx.db
      .updateTable('captcha_challenge')
      .set({ answer: textHash('AB3K') })
      .where('id', '=', next.id)
      .execute()
    expect((await validate({ id: next.id, text: ' ab3k ' })).code).toBe(0)
  })

  it('stops drawing and checking puzzles for everyone once the deployment reached its hourly budgets, in both languages', async () => {
    const from = (ip: string, url: string, payload: object, lang: string) =>
      gateway.app
        .inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': lang } })
        .then((r) => JSON.parse(r.body))
    const setCount = (key: string, count: number) =>
      gateway.ctx.db.updateTable('attempt_counter').set({ count }).where('key', '=', key).execute()
    const p = await puzzle()
    await setCount('captcha:new:all', CHALLENGES_PER_HOUR)
    expect(await from('10.9.0.1', GENERATE, { type: 'slider' }, 'en')).toEqual({
      code: 400110,
      msg: 'The security check is busy, please try again in a few minutes',
    })
    expect(await from('10.9.0.2', GENERATE, { type: 'picture' }, 'zh-CN')).toEqual({
      code: 400110,
      msg: '安全验证繁忙，请几分钟后再试',
    })
    await setCount('captcha:new:all', 0)
    expect((await drop(p, p.gap + 30)).code).toBe(400111)
    await setCount('captcha:fail:all', FAILURES_PER_HOUR)
    const q = await puzzle()
    expect(await from(q.ip, VALIDATE, { id: q.id, x: q.gap, trail: humanTrail(q.gap) }, 'en')).toEqual({
      code: 400110,
      msg: 'The security check is busy, please try again in a few minutes',
    })
    later(60 * 60 * 1000)
    const r = await puzzle()
    expect((await drop(r, r.gap)).code).toBe(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { CHALLENGE_TTL_MS } from './challenge'

const GENERATE = '/gateway/uac/captcha/generate'
const VALIDATE = '/gateway/uac/captcha/validate'

describe('captcha', () => {
  let gateway: TestGateway
  beforeAll(async () => { gateway = await startTestGateway() })
  afterAll(() => gateway.close())
  const later = (ms: number) => gateway.setNow(gateway.ctx.now() + ms)
  const puzzle = async () => {
    const answer = await gateway.post(GENERATE, { type: 'slider' })
    const row = await gateway.ctx.db.selectFrom('captcha_challenge').select('answer').where('id', '=', answer.body.result.id).executeTakeFirstOrThrow()
    later(1000)
    return { ...answer.body.result, gap: Number(row.answer) }
  }
  const validate = async (body: object) => (await gateway.post(VALIDATE, body)).body

  it('draws a slider puzzle: a background and a piece as PNGs, and the y of the gap', async () => {
    const p = await puzzle()
    expect(p).toMatchObject({ type: 'slider', width: 320, height: 160, pieceSize: 50 })
    expect(p.background).toMatch(/^data:image\/png;base64,/)
    expect(p.piece).toMatch(/^data:image\/png;base64,/)
    expect(JSON.stringify(p)).not.toContain(`"x":`)
  })

  it('passes within 4 px of the gap and fails beyond', async () => {
    for (const delta of [-4, 0, 4]) {
      const p = await puzzle()
      const answer = await validate({ id: p.id, x: p.gap + delta, durationMs: 700 })
      expect(answer.code).toBe(0)
      expect(answer.result.captchaToken).toMatch(/^[\w-]{32}$/)
    }
    for (const delta of [-5, 5, 40]) {
      const p = await puzzle()
      expect(await validate({ id: p.id, x: p.gap + delta, durationMs: 700 })).toEqual({ code: 400111, msg: '验证失败，请重试' })
    }
  })

  it('refuses a drag quicker than 300 ms', async () => {
    const p = await puzzle()
    expect((await validate({ id: p.id, x: p.gap, durationMs: 120 })).code).toBe(400111)
  })

  it('takes one attempt per puzzle: a replay of a right answer fails, and so does a retry after a wrong one', async () => {
    const p = await puzzle()
    expect((await validate({ id: p.id, x: p.gap, durationMs: 700 })).code).toBe(0)
    expect((await validate({ id: p.id, x: p.gap, durationMs: 700 })).code).toBe(400111)
    const q = await puzzle()
    expect((await validate({ id: q.id, x: q.gap + 30, durationMs: 700 })).code).toBe(400111)
    expect((await validate({ id: q.id, x: q.gap, durationMs: 700 })).code).toBe(400111)
  })

  it('expires a puzzle after 2 minutes', async () => {
    const p = await puzzle()
    later(CHALLENGE_TTL_MS)
    expect((await validate({ id: p.id, x: p.gap, durationMs: 700 })).code).toBe(400111)
  })

  it('refuses a puzzle solved from another address', async () => {
    const p = await puzzle()
    const response = await gateway.app.inject({ method: 'POST', url: VALIDATE, payload: { id: p.id, x: p.gap, durationMs: 700 }, remoteAddress: '10.7.7.7' })
    expect(JSON.parse(response.body).code).toBe(400111)
  })

  it('serves the picture captcha as a PNG by GET with a timestamp, and checks its text without case', async () => {
    const answer = (await gateway.post(GENERATE, { type: 'picture' }, undefined, { 'Accept-Language': 'en' })).body.result
    expect(answer.imageUrl).toMatch(/^\/gateway\/uac\/captcha\/picture\?id=[\w-]+&t=\d+$/)
    const image = await gateway.app.inject({ method: 'GET', url: answer.imageUrl })
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    const wrong = (await gateway.post(VALIDATE, { id: answer.id, text: 'zzzz' }, undefined, { 'Accept-Language': 'en' })).body
    expect(wrong).toEqual({ code: 400111, msg: 'Verification failed, please try again' })
    // The drawn text is only in the image; set a known one to check the comparison.
    const next = (await gateway.post(GENERATE, { type: 'picture' })).body.result
    const { textHash } = await import('./challenge')
    await gateway.ctx.db.updateTable('captcha_challenge').set({ answer: textHash('AB3K') }).where('id', '=', next.id).execute()
    expect((await validate({ id: next.id, text: ' ab3k ' })).code).toBe(0)
  })
})

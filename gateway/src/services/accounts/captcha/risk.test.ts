import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { humanTrail, readPicture } from '../../../testing/verification-codes'
import { ANSWER_WINDOW_MS, RISK_WINDOW_MS } from './risk'

const GENERATE = '/gateway/uac/captcha/generate'
const VALIDATE = '/gateway/uac/captcha/validate'

describe('the captcha by risk: a second challenge for a risky asker', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  const later = (ms: number) => gateway.setNow(gateway.ctx.now() + ms)
  const send = (url: string, payload: object, ip: string, lang = 'zh-CN') =>
    gateway.app
      .inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': lang } })
      .then((r) => JSON.parse(r.body))
  const puzzle = async (ip: string, subject?: string) => {
    const { result } = await send(GENERATE, { type: 'slider', ...(subject ? { subject } : {}) }, ip)
    const row = await gateway.ctx.db
      .selectFrom('captcha_challenge')
      .select('answer')
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow()
    later(1000)
    return { ...result, gap: Number(row.answer) }
  }
  const drop = (p: { id: string }, x: number, ip: string) => send(VALIDATE, { id: p.id, x, trail: humanTrail(x) }, ip)

  it('asks for a second challenge after two failures from an address; its text, not the puzzle, gives the pass', async () => {
    const ip = '10.90.0.1'
    for (let i = 0; i < 2; i++) {
      const p = await puzzle(ip)
      expect(p.steps).toBe(1)
      expect((await drop(p, p.gap + 40, ip)).code).toBe(400111)
      // Past the window of answers: what follows is the failures' doing.
      later(ANSWER_WINDOW_MS + 1000)
    }
    const hard = await puzzle(ip)
    expect(hard.steps).toBe(2)
    const first = await drop(hard, hard.gap, ip)
    expect(first.code).toBe(0)
    expect(first.result.captchaToken).toBeUndefined()
    expect(first.result.next).toMatchObject({ type: 'picture', width: 120, height: 44, steps: 1 })
    expect(first.result.next.imageUrl).toBe(
      `/gateway/uac/captcha/picture?id=${first.result.next.id}&t=${gateway.ctx.now()}`,
    )
    const text = await readPicture(gateway, first.result.next.id)
    const passed = await send(VALIDATE, { id: first.result.next.id, text }, ip)
    expect(passed.result.captchaToken).toMatch(/^[\w-]{32}$/)
    // Half an hour after the first failure the address starts clean.
    later(RISK_WINDOW_MS)
    expect((await puzzle(ip)).steps).toBe(1)
  })

  it('gives no pass when the second challenge fails, and the puzzle before it cannot be answered again', async () => {
    const ip = '10.90.0.2'
    for (let i = 0; i < 2; i++) await drop(await puzzle(ip), 0, ip)
    const hard = await puzzle(ip)
    const { result } = await drop(hard, hard.gap, ip)
    expect(await send(VALIDATE, { id: result.next.id, text: 'ZZZZ' }, ip, 'en')).toEqual({
      code: 400111,
      msg: 'Verification failed, please try again',
    })
    expect((await drop(hard, hard.gap, ip)).code).toBe(400111)
    later(RISK_WINDOW_MS)
  })

  it('asks for a second challenge for an account that failed twice, from any address', async () => {
    for (const ip of ['10.91.0.1', '10.91.0.2']) {
      const p = await puzzle(ip, 'Victim.Account')
      expect((await drop(p, p.gap + 40, ip)).code).toBe(400111)
    }
    expect((await puzzle('10.91.0.3', ' victim.account ')).steps).toBe(2)
    // The same address for another account, and the account's name unnamed, are not the account's risk.
    expect((await puzzle('10.91.0.4', 'someone.else')).steps).toBe(1)
    later(RISK_WINDOW_MS)
  })

  it('asks for a second challenge from the third puzzle an address answers within ten minutes, passed or not', async () => {
    const ip = '10.92.0.1'
    for (let i = 0; i < 2; i++) {
      const p = await puzzle(ip)
      expect(p.steps).toBe(1)
      expect((await drop(p, p.gap, ip)).result.captchaToken).toBeDefined()
    }
    const third = await puzzle(ip)
    expect(third.steps).toBe(2)
    expect((await drop(third, third.gap, ip)).result.next.type).toBe('picture')
    later(ANSWER_WINDOW_MS)
    expect((await puzzle(ip)).steps).toBe(1)
  })

  it('keeps a picture captcha asked for directly to the same rules', async () => {
    const ip = '10.93.0.1'
    for (let i = 0; i < 2; i++) {
      const { result } = await send(GENERATE, { type: 'picture' }, ip)
      expect(result.steps).toBe(1)
      await send(VALIDATE, { id: result.id, text: 'ZZZZ' }, ip)
    }
    const { result } = await send(GENERATE, { type: 'picture' }, ip)
    expect(result.steps).toBe(2)
    const first = await send(VALIDATE, { id: result.id, text: await readPicture(gateway, result.id) }, ip)
    expect(first.result.next.type).toBe('picture')
  })
})

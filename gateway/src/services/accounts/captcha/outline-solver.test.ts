import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { humanTrail } from '../../../testing/verification-codes'
import { SLIDER_TOLERANCE } from './challenge'
import { outlineSolver } from './test-solvers'

// Database-independent: the script's image analysis and the trail checks; the puzzles' stored state and the risk
// counters run on PostgreSQL in captcha.test.ts and challenge-budgets.test.ts.

const GENERATE = '/gateway/uac/captcha/generate'
const VALIDATE = '/gateway/uac/captcha/validate'

/** A smooth ease-in-out drag to `x` at an even pace: the trail a script writes from the trail format. */
const scriptTrail = (x: number): Array<[number, number]> =>
  Array.from({ length: 20 }, (_, i) => {
    const s = i / 19
    return [i * 50, Math.round(x * s * s * (3 - 2 * s) * 100) / 100]
  })

// Scripts that get what any client gets from the API (the pictures, the piece's y, the trail format) and find the gap
// by the piece's outline, which the picture alone no longer hides from them: the server's own signals must stop them.
describe('the slider against a script that finds the gap by the outline', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  const send = (url: string, payload: object, ip: string) =>
    gateway.app.inject({ method: 'POST', url, payload, remoteAddress: ip }).then((r) => JSON.parse(r.body))

  /** One script attempt from `ip`: answers whether it got a pass, and whether its x was the gap's. */
  async function attempt(ip: string, trailOf: (x: number) => Array<[number, number]>) {
    const { result } = await send(GENERATE, { type: 'slider' }, ip)
    const row = await gateway.ctx.db
      .selectFrom('captcha_challenge')
      .select('answer')
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow()
    const x = await outlineSolver(result.background, result.piece, result.y)
    gateway.setNow(gateway.ctx.now() + 1200)
    let answer = await send(VALIDATE, { id: result.id, x, trail: trailOf(x) }, ip)
    // A second challenge (the picture captcha): the script cannot read it and guesses.
    if (answer.code === 0 && answer.result.next)
      answer = await send(VALIDATE, { id: answer.result.next.id, text: 'AB3K' }, ip)
    return {
      passed: answer.code === 0 && typeof answer.result.captchaToken === 'string',
      found: Math.abs(x - Number(row.answer)) <= SLIDER_TOLERANCE,
    }
  }

  it("passes at most 2 of 20 puzzles from one address, though it finds nearly every gap and drags at a person's pace", async () => {
    let [passed, found] = [0, 0]
    for (let i = 0; i < 20; i++) {
      const result = await attempt('10.80.0.1', humanTrail)
      passed += Number(result.passed)
      found += Number(result.found)
    }
    // Measured: the gap found 20 of 20; before the server's signals, every one of them passed.
    expect(found).toBeGreaterThanOrEqual(16)
    expect(passed).toBeLessThanOrEqual(2)
  }, 120_000)

  it('passes none of 20 puzzles from 20 addresses with the smooth, even drag a script writes', async () => {
    let [passed, found] = [0, 0]
    for (let i = 0; i < 20; i++) {
      const result = await attempt(`10.81.0.${i + 1}`, scriptTrail)
      passed += Number(result.passed)
      found += Number(result.found)
    }
    expect(found).toBeGreaterThanOrEqual(16)
    expect(passed).toBe(0)
  }, 120_000)
})

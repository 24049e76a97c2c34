import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { SLIDER_TOLERANCE } from './challenge'
import { correlationSolver, darkenedCopySolver } from './test-solvers'

// Database-independent: the scripts' image analysis; the puzzles' stored state runs on PostgreSQL in captcha.test.ts.

describe('the slider against scripts that read its pixels', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('is seldom solved by looking for a darkened copy of the piece, or for the best match of the piece, over 50 puzzles', async () => {
    const solved = { darkenedCopy: 0, correlation: 0 }
    for (let i = 0; i < 50; i++) {
      const { result } = await gateway.app
        .inject({
          method: 'POST',
          url: '/gateway/uac/captcha/generate',
          payload: { type: 'slider' },
          remoteAddress: `10.40.0.${i}`,
        })
        .then((r) => ({ result: JSON.parse(r.body).result }))
      const row = await gateway.ctx.db
        .selectFrom('captcha_challenge')
        .select('answer')
        .where('id', '=', result.id)
        .executeTakeFirstOrThrow()
      const gap = Number(row.answer)
      if (Math.abs((await darkenedCopySolver(result.background, result.piece, result.y)) - gap) <= SLIDER_TOLERANCE)
        solved.darkenedCopy++
      if (Math.abs((await correlationSolver(result.background, result.piece, result.y)) - gap) <= SLIDER_TOLERANCE)
        solved.correlation++
    }
    // Before the decoys, shadows and the piece's own filling both solved (nearly) every puzzle: 50 and 48 of 50.
    // Now they land on one of the two or three gaps along the track and solve about 1 puzzle in 10 (measured 7–11 %
    // over 200; a blind guess: 1 in 30). The bound leaves room for that rate's spread over 50 (at 10 %, 16 or more
    // happen about once in 10,000 runs) and still fails at once on a return of the old figures.
    expect(solved.darkenedCopy).toBeLessThanOrEqual(15)
    expect(solved.correlation).toBeLessThanOrEqual(15)
  }, 120_000)
})

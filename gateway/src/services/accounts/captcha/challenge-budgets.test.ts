import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { countUp } from '../../../core/db/counters'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { CHALLENGES_PER_ADDRESS, CHALLENGES_PER_NETWORK, FAILURES_PER_ADDRESS, FAILURES_PER_NETWORK } from './challenge'

const GENERATE = '/gateway/uac/captcha/generate'
const VALIDATE = '/gateway/uac/captcha/validate'
const HOUR = 60 * 60 * 1000

describe("the captcha's budgets per address and network", () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  // Each test starts past the hour of the one before.
  beforeEach(() => gateway.setNow(gateway.ctx.now() + 2 * HOUR))
  const send = (url: string, payload: object, ip: string) =>
    gateway.app
      .inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': 'en' } })
      .then((r) => JSON.parse(r.body))
  // Most of a budget spent already, so that a few requests reach its end.
  const spent = (key: string, count: number) =>
    countUp(gateway.ctx.db, 'attempt_counter', key, { windowMs: HOUR }, gateway.ctx.now(), count)
  const codes = (answers: Array<{ code: number }>, code: number) =>
    answers.filter((answer) => answer.code === code).length

  it("draws exactly the rest of an address's hour of puzzles asked for at once", async () => {
    await spent('captcha:new:ip:10.41.0.1', CHALLENGES_PER_ADDRESS - 5)
    const answers = await Promise.all(Array.from({ length: 15 }, () => send(GENERATE, { type: 'slider' }, '10.41.0.1')))
    expect([codes(answers, 0), codes(answers, 400110)]).toEqual([5, 10])
  })

  it('stops one rotating through the addresses of a /64 at its hour of puzzles; another network is served', async () => {
    await spent('captcha:new:net:2001:db8:9:1::/64', CHALLENGES_PER_NETWORK - 3)
    for (let i = 1; i <= 3; i++) expect((await send(GENERATE, { type: 'slider' }, `2001:db8:9:1::${i}`)).code).toBe(0)
    expect(await send(GENERATE, { type: 'slider' }, '2001:db8:9:1:ffff::1')).toEqual({
      code: 400110,
      msg: 'Too many verification attempts, please try again later',
    })
    expect((await send(GENERATE, { type: 'slider' }, '2001:db8:9:2::1')).code).toBe(0)
  })

  it("answers exactly the rest of an address's hour of failures sent at once, and of its network's", async () => {
    const failAll = async (ips: string[]) => {
      const puzzles = []
      for (const ip of ips) puzzles.push({ ip, id: (await send(GENERATE, { type: 'slider' }, ip)).result.id })
      return Promise.all(puzzles.map(({ ip, id }) => send(VALIDATE, { id, x: 999, trail: [] }, ip)))
    }
    // Six puzzles each (each one drawn): two failures left, four refused.
    await spent('captcha:fail:ip:10.42.0.1', FAILURES_PER_ADDRESS - 2)
    const own = await failAll(Array(6).fill('10.42.0.1'))
    expect([codes(own, 400111), codes(own, 400110)]).toEqual([2, 4])
    await spent('captcha:fail:net:10.43.0.0/24', FAILURES_PER_NETWORK - 2)
    const net = await failAll(Array.from({ length: 6 }, (_, i) => `10.43.0.${i + 1}`))
    expect([codes(net, 400111), codes(net, 400110)]).toEqual([2, 4])
    // Twelve puzzles drawn: 6 s on a quiet machine, over 20 s on one running the other suites beside.
  }, 60_000)
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { SENDS_PER_ADDRESS, SENDS_PER_NETWORK } from './send-limits'
import { sendCode } from './verification'

describe('the budgets of code sends', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  // Each test starts past the hour of the one before.
  beforeEach(() => gateway.setNow(gateway.ctx.now() + 2 * 60 * 60 * 1000))

  let phones = 0
  const phone = () => `1370000${String(++phones).padStart(4, '0')}`
  // Binding spends no budget of work for signed-out callers, so only the send's own budgets are met.
  const send = (ip: string, destination = phone()) =>
    sendCode(gateway.ctx, { purpose: 'bind', channel: 'sms', destination, ip, lang: 'en' }).then(
      () => 0,
      (error: { code?: number }) => error.code,
    )

  it(`makes exactly ${SENDS_PER_ADDRESS} codes of more asked for at once from one address`, async () => {
    const answers = await Promise.all(Array.from({ length: SENDS_PER_ADDRESS + 10 }, () => send('10.31.0.1')))
    expect(answers.filter((code) => code === 0)).toHaveLength(SENDS_PER_ADDRESS)
    expect(answers.filter((code) => code === 400110)).toHaveLength(10)
  })

  it('makes one code of sends to one destination asked for at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(`10.32.${i}.1`, '13700009999')))
    expect(answers.filter((code) => code === 0)).toHaveLength(1)
    expect(answers.filter((code) => code === 400108)).toHaveLength(9)
  })

  it(`stops one rotating through the addresses of a /64 at ${SENDS_PER_NETWORK} codes an hour; another network is served`, async () => {
    for (let i = 1; i <= SENDS_PER_NETWORK; i++) expect(await send(`2001:db8:7:1::${i.toString(16)}`)).toBe(0)
    expect(await send('2001:db8:7:1:ffff::1')).toBe(400110)
    expect(await send('2001:db8:7:2::1')).toBe(0)
  })

  it("costs the address nothing when a send is refused: the destination's resend wait", async () => {
    const destination = phone()
    expect(await send('10.33.0.1', destination)).toBe(0)
    for (let i = 0; i < SENDS_PER_ADDRESS; i++) expect(await send('10.33.0.1', destination)).toBe(400108)
    for (let i = 1; i < SENDS_PER_ADDRESS; i++) expect(await send('10.33.0.1')).toBe(0)
    expect(await send('10.33.0.1')).toBe(400110)
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { codeFor } from '../../testing/verification-codes'
import { consumeCode, sendCode } from './verification'
import { WRONG_PER_ADDRESS, WRONG_PER_NETWORK } from './wrong-codes'

describe('the budgets of wrong codes per address and network', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  // Each test starts past the hour of the one before.
  beforeEach(() => gateway.setNow(gateway.ctx.now() + 2 * 60 * 60 * 1000))

  let phones = 0
  const phone = () => `1360000${String(++phones).padStart(4, '0')}`
  // Every check for a phone of its own, so that no phone's wait after its wrong codes comes in the way.
  const check = (ip: string, destination = phone(), code = '000000') =>
    consumeCode(gateway.ctx, { purpose: 'bind', channel: 'sms', destination, code, ip, lang: 'en' }).then(
      () => 0,
      (error: { code?: number }) => error.code,
    )

  it(`answers exactly ${WRONG_PER_ADDRESS} wrong codes of more checked at once from one address, then refuses`, async () => {
    const answers = await Promise.all(Array.from({ length: WRONG_PER_ADDRESS + 10 }, () => check('10.34.0.1')))
    expect(answers.filter((code) => code === 400109)).toHaveLength(WRONG_PER_ADDRESS)
    expect(answers.filter((code) => code === 400110)).toHaveLength(10)
  })

  it(`stops one rotating through the addresses of a /64 at ${WRONG_PER_NETWORK} wrong codes an hour; another network is served`, async () => {
    for (let i = 1; i <= WRONG_PER_NETWORK; i++) expect(await check(`2001:db8:8:1::${i.toString(16)}`)).toBe(400109)
    expect(await check('2001:db8:8:1:ffff::1')).toBe(400110)
    expect(await check('2001:db8:8:2::1')).toBe(400109)
  })

  it('counts a right code against no budget', async () => {
    for (let i = 1; i < WRONG_PER_ADDRESS; i++) expect(await check('10.35.0.1')).toBe(400109)
    const destination = phone()
    await sendCode(gateway.ctx, { purpose: 'bind', channel: 'sms', destination, ip: '10.36.0.1', lang: 'en' })
    expect(await check('10.35.0.1', destination, (await codeFor(gateway, destination))!)).toBe(0)
    expect(await check('10.35.0.1')).toBe(400109)
    expect(await check('10.35.0.1')).toBe(400110)
  })
})

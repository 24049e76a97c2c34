import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { SIMULATED_PEOPLE } from '../../../integrations/messaging/simulators/people'
import { ILLEGAL, STAFF_MOBILE, messagingLoginKit } from './test-helpers'

describe('enterprise messaging login: the simulated platforms, their signatures and combinations', () => {
  let gateway: TestGateway
  const { login, callbackFrom } = messagingLoginKit(() => gateway)

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('simulates people whose mobiles are the demo users, one stranger and one without a mobile', async () => {
    const phones = (await gateway.ctx.db.selectFrom('app_user').select(['user_name', 'phone']).execute()).map((u) => [
      u.user_name,
      u.phone,
    ])
    expect(phones).toEqual(
      expect.arrayContaining([
        ['admin', '13800000000'],
        ['staff', STAFF_MOBILE],
        ['hr', '15086778828'],
      ]),
    )
    expect(SIMULATED_PEOPLE.filter((p) => phones.some(([, phone]) => phone === p.mobile)).map((p) => p.key)).toEqual([
      'admin',
      'staff',
      'hr',
    ])
    expect(SIMULATED_PEOPLE.find((p) => p.key === 'nomobile')?.mobile).toBeNull()
    expect(Object.keys(gateway.ctx.integrations.devServices)).toEqual(
      expect.arrayContaining(['wecom', 'dingtalk', 'feishu']),
    )
  })

  it.each(['wecom', 'dingtalk', 'feishu'] as const)(
    'signs staff in through the %s simulator, matched by mobile',
    async (platform) => {
      const query = await callbackFrom(platform, 'staff')
      const answer = await login(query)
      expect(answer).toMatchObject({ code: 0, result: { mobile: STAFF_MOBILE } })
      expect(typeof answer.result.token).toBe('string')
    },
  )

  it('brings each platform back with its §2 combination', async () => {
    expect(Object.keys(await callbackFrom('wecom', 'staff'))).toEqual(expect.arrayContaining(['auth_code']))
    expect(Object.keys(await callbackFrom('dingtalk', 'staff'))).toEqual(
      expect.arrayContaining(['corpId', 'authCode', 'timestamp', 'sign']),
    )
    expect(Object.keys(await callbackFrom('feishu', 'staff'))).toEqual(
      expect.arrayContaining(['authCorpId', 'userId', 'vCode', 'sign', 'appCode']),
    )
  })

  it('refuses a tampered platform signature', async () => {
    const dingtalk = await callbackFrom('dingtalk', 'staff')
    expect(await login({ ...dingtalk, authCode: `${dingtalk.authCode}x` })).toMatchObject(ILLEGAL)
    expect(
      await login({ ...dingtalk, sign: dingtalk.sign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
    ).toMatchObject(ILLEGAL)
    const feishu = await callbackFrom('feishu', 'staff')
    expect(await login({ ...feishu, userId: 'ou_admin' })).toMatchObject(ILLEGAL)
    // The untouched callbacks were not spent by the refused ones.
    expect((await login(dingtalk)).code).toBe(0)
    expect((await login(feishu)).code).toBe(0)
  })

  it('refuses a callback signed with a timestamp outside five minutes', async () => {
    const query = await callbackFrom('dingtalk', 'staff')
    gateway.setNow(Date.now() + 6 * 60_000)
    try {
      expect(await login(query)).toMatchObject(ILLEGAL)
      expect(await login({ ...(await callbackFrom('feishu', 'staff')) })).toMatchObject(ILLEGAL)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it.each(['wecom', 'dingtalk', 'feishu'] as const)('refuses a replay of the same %s callback', async (platform) => {
    const query = await callbackFrom(platform, 'staff')
    expect((await login(query)).code).toBe(0)
    expect(await login(query)).toMatchObject(ILLEGAL)
  })

  it('refuses a callback that carries none of the §2 combinations, and unknown fields', async () => {
    expect(await login({ corpId: 'dingdemocorp', authCode: 'x' })).toMatchObject(ILLEGAL)
    expect((await gateway.post('/gateway/uac/account/messagingAuthorizeUrl', { platform: 'slack' })).status).toBe(400)
  })
})

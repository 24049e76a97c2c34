import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { createAutoLoginToken } from './auto-login-token'
import { ILLEGAL, STAFF_MOBILE, messagingLoginKit } from './test-helpers'

describe('enterprise messaging login', () => {
  let gateway: TestGateway
  const { login } = messagingLoginKit(() => gateway)

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  describe('auto-login links (systemFlag, loginType, token)', () => {
    const secret = 'a test secret of the back office'
    beforeAll(() => {
      gateway.ctx.integrations.messaging.autoLoginSecret = secret
    })
    afterAll(() => {
      gateway.ctx.integrations.messaging.autoLoginSecret = null
    })
    const link = (claims: { mobile: string; tenantId?: number }, now = gateway.ctx.now()) => ({
      systemFlag: 'backoffice',
      loginType: 'auto',
      token: createAutoLoginToken(secret, 'backoffice', 'auto', claims, now),
    })

    it('signs in once with a signed hand-off, in the tenant it names', async () => {
      const query = link({ mobile: '15086778828', tenantId: 2 })
      expect(await login(query)).toMatchObject({ code: 0, result: { tenantId: 2, mobile: '15086778828' } })
      expect(await login(query)).toMatchObject(ILLEGAL)
    })

    it('refuses a tampered, re-flagged or expired hand-off', async () => {
      const query = link({ mobile: STAFF_MOBILE })
      const [payload, sign] = query.token.split('.')
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), mobile: '13800000000' }),
      ).toString('base64url')
      expect(await login({ ...query, token: `${forged}.${sign}` })).toMatchObject(ILLEGAL)
      expect(await login({ ...query, loginType: 'backend' })).toMatchObject(ILLEGAL)
      expect(await login(link({ mobile: STAFF_MOBILE }, Date.now() - 6 * 60_000))).toMatchObject(ILLEGAL)
      expect(
        await login({
          ...link({ mobile: STAFF_MOBILE }),
          token: createAutoLoginToken('another secret', 'backoffice', 'auto', { mobile: STAFF_MOBILE }, Date.now()),
        }),
      ).toMatchObject(ILLEGAL)
      expect((await login(query)).code).toBe(0)
    })

    it('names the account of a link for a signed-in person without spending it', async () => {
      const query = link({ mobile: '15086778828', tenantId: 2 })
      expect(await login({ ...query, hold: true })).toMatchObject({
        code: 0,
        result: { held: true, handoff: null, userName: 'hr' },
      })
      expect(await login(query)).toMatchObject({ code: 0, result: { tenantId: 2 } })
      expect(await login({ ...query, hold: true })).toMatchObject(ILLEGAL)
    })

    it('answers the mobile notice when the hand-off names an unknown mobile', async () => {
      expect(await login(link({ mobile: '13900000000' }))).toMatchObject({ code: 400704 })
    })
  })
})

import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { appTokenOf, installApp } from './test-helpers'

const APP_USER = '/gateway/vendor/web/appUser'

describe('session.user of a third-party app, as the gateway answers the shell', () => {
  let gateway: TestGateway
  let admin: string
  let hr: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    await installApp(gateway, { tenantId: 1, code: 'private', scopes: ['directory.read'], roles: [] })
    await installApp(gateway, { tenantId: 1, code: 'named', scopes: ['user.name', 'user.email'], roles: [] })
    await installApp(gateway, { tenantId: 2, code: 'named', scopes: ['user.name'], roles: [] })
  })
  afterAll(() => gateway.close())

  const userOf = async (appId: string, session: string) => {
    const answer = await gateway.post(APP_USER, { appId }, session)
    expect(answer.body.code).toBe(0)
    return answer.body.result
  }

  it("answers only the pseudonym (the app token's sub) without a user.* scope", async () => {
    const sub = decodeJwt(await appTokenOf(gateway, { tenantId: 1, userId: 1, code: 'private' })).sub
    expect(await userOf('private', admin)).toEqual({ id: sub })
  })

  it("adds the name and e-mail under user.name and user.email, in the session's tenant", async () => {
    expect(await userOf('named', admin)).toEqual({
      id: expect.any(String),
      name: '系统管理员',
      email: 'admin@demo-co.example',
    })
    const inTwo = await userOf('named', await gateway.login('admin', 'Admin@12345', { tenantId: 2 }))
    expect(inTwo).toEqual({ id: expect.any(String), name: '系统管理员' })
    expect(inTwo.id).not.toBe((await userOf('named', admin)).id)
  })

  it('adds the job number under user.jobNumber, to users whose role may open the app, and follows the consent', async () => {
    await installApp(gateway, { tenantId: 1, code: 'numbered', scopes: ['user.name', 'user.jobNumber'], roles: [] })
    await gateway.ctx.db.insertInto('role_function').values({ role_id: 1, function_id: 'numbered:home' }).execute()
    const hrStaff = await gateway.ctx.db
      .selectFrom('employee')
      .select(['name', 'job_number'])
      .where('id', '=', 40)
      .executeTakeFirstOrThrow()
    expect(await userOf('numbered', hr)).toEqual({
      id: decodeJwt(await appTokenOf(gateway, { tenantId: 1, userId: 3, code: 'numbered' })).sub,
      name: hrStaff.name,
      jobNumber: hrStaff.job_number,
    })
    await installApp(gateway, { tenantId: 1, code: 'numbered', scopes: [], roles: [] })
    expect(await userOf('numbered', hr)).toEqual({ id: expect.any(String) })
  })

  it('refuses apps the user may not open, unknown apps and calls without a session', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(APP_USER, { appId: 'named' }, staff)).body.code).toBe(403001)
    expect((await gateway.post(APP_USER, { appId: 'nope' }, admin)).body.code).toBe(403001)
    expect((await gateway.post(APP_USER, { appId: 'named' })).body.code).toBe(401001)
  })
})

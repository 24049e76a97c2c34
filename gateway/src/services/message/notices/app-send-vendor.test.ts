import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendAsApp } from '../../../testing/app-message'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { appPseudonyms } from '../../accounts'

/** Installs a third-party app holding messages.send in a tenant, opened by every role of it. */
async function installSender(gateway: TestGateway, tenantId: number, code: string, id: number) {
  const now = gateway.ctx.now()
  const manifest = {
    name: code,
    code,
    version: '1.0.0',
    party: 'third',
    title: { 'zh-CN': `应用${code}`, en: `App ${code}` },
    entry: `https://${code}.example.com/`,
    capabilities: ['session.user', 'messages.send'],
    menus: [{ functionId: `${code}:home`, link: '/home', title: { 'zh-CN': '首页', en: 'Home' } }],
  }
  await gateway.ctx.db
    .insertInto('app_install')
    .values({
      id,
      tenant_id: tenantId,
      code,
      manifest_url: `https://${code}.example.com/manifest.json`,
      origin: `https://${code}.example.com`,
      entry: manifest.entry,
      status: 'enabled',
      version: '1.0.0',
      manifest: JSON.stringify(manifest),
      scopes: '[]',
      roles: '[]',
      consented_by: 1,
      consented_at: now,
      installed_at: now,
      updated_at: now,
    })
    .execute()
  const roles = await gateway.ctx.db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).execute()
  await gateway.ctx.db
    .insertInto('role_function')
    .values(roles.map((role) => ({ role_id: role.id, function_id: `${code}:home` })))
    .execute()
}

describe('messages from a third-party app: addressed by pseudonymous id', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  const refused = {
    code: 401202,
    msg: 'The message cannot go to every chosen recipient, so it was sent to nobody',
  }
  const send = (userIds: Array<number | string>, title: string, app = 'kudos') =>
    sendAsApp(gateway, admin, { app, userIds, title, body: 'Thanks for the help' }, { 'accept-language': 'en' })
  const pseudonymOf = async (userId: number, app = 'kudos', tenantId = 1) =>
    (await appPseudonyms(gateway.ctx.db, tenantId, app)).ofUser(userId)
  const titlesOfStaff = async () =>
    (
      (await gateway.post('/gateway/message/web/notice/userNoticePage', { channel: 'app' }, staff)).body.result
        .rows as Array<{ title: string; sourceApp: string }>
    ).map((row) => row.title)

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    await installSender(gateway, 1, 'kudos', 9001)
    await installSender(gateway, 1, 'other', 9002)
  })
  afterAll(() => gateway.close())

  it("reaches the colleague behind the app's pseudonymous id", async () => {
    const sent = await send([await pseudonymOf(2)], 'Kudos for you')
    expect(sent).toMatchObject({ code: 0, result: { recipients: 1 } })
    expect(await titlesOfStaff()).toContain('Kudos for you')
  })

  it('gives one answer for an account id, an unknown id and an id of another app or tenant, and sends to nobody', async () => {
    const known = await pseudonymOf(2)
    const attempts: Array<[string, Array<number | string>]> = [
      ['By account id', [2]],
      ['Guessed', ['A'.repeat(43)]],
      ["Another app's id", [await pseudonymOf(2, 'other')]],
      ["Another tenant's id", [await pseudonymOf(1, 'kudos', 2)]],
      ['One good, one unknown', [known, 'B'.repeat(43)]],
      ['Mixed kinds', [known, 2]],
    ]
    for (const [title, ids] of attempts) expect(await send(ids, title)).toEqual(refused)
    const titles = await titlesOfStaff()
    for (const [title] of attempts) expect(titles).not.toContain(title)
    // The audit keeps one reason for all of them, naming no id.
    const reasons = await gateway.ctx.db
      .selectFrom('bridge_audit')
      .select('reason')
      .where('app', '=', 'kudos')
      .where('decision', '=', 'deny')
      .execute()
    expect(reasons.map((row) => row.reason)).toEqual(Array(attempts.length).fill('recipient refused'))
  })

  it('keeps account ids for first-party apps and refuses them a pseudonymous id', async () => {
    expect(await send([2], 'From the system app', 'system')).toMatchObject({ code: 0 })
    expect(await send([await pseudonymOf(2, 'system')], 'Pseudonym to system', 'system')).toEqual(refused)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireRefresh } from '../../core/auth/sessions'
import { hashToken } from '../../core/auth/token'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const HAS_MARK = '/gateway/uac/web/permission/hasPermissionMark'
const CLEAR_MARK = '/gateway/uac/web/permission/clearPermissionMark'
const CLEAR_NEED_REFRESH = '/gateway/uac/web/permission/clearNeedRefresh'
const USER_PAGE = '/gateway/ums/web/entryUser/getUserPage'
const SAVE_BRAND = '/gateway/tum/web/operations/brand/save'
const JIAHE = { host: 'jiahe.localhost' }

describe('§7 clear need-refresh: a portal asked to reload (§4 step 6, §8 404110)', () => {
  let gateway: TestGateway
  let operator: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    operator = await gateway.login('operator', 'Operator@12345', {}, JIAHE)
  })
  afterAll(() => gateway.close())

  const jiahe = {
    sysCode: 'jiahe',
    sysName: '嘉禾人事云 新',
    logoUrl: 'https://cdn.example.com/jiahe.png',
    linkUrl: 'https://jiahe.example.com/',
    themeId: 'orange',
    segments: [],
  }
  const mark = async (token: string, headers?: Record<string, string>) =>
    (await gateway.post(HAS_MARK, { appMark: 'portal' }, token, headers)).body.result

  it("asks every other open portal of a brand an operator edited to reload, not the operator's own nor other brands'", async () => {
    const onBrand = await gateway.login('staff', 'Staff@12345', {}, JIAHE)
    const elsewhere = await gateway.login('staff', 'Staff@12345')
    expect([await mark(onBrand, JIAHE), await mark(elsewhere)]).toEqual([false, false])

    expect((await gateway.post(SAVE_BRAND, jiahe, operator, JIAHE)).body.code).toBe(0)

    expect(await mark(onBrand, JIAHE)).toBe(true)
    expect((await gateway.post(USER_PAGE, {}, onBrand, JIAHE)).body.code).toBe(404110)
    expect([await mark(elsewhere), await mark(operator, JIAHE)]).toEqual([false, false])
    expect((await gateway.post(USER_PAGE, {}, elsewhere)).body.code).toBe(0)
  })

  it('stays until the reloaded portal clears it: clearing the permission mark alone does not', async () => {
    const portal = await gateway.login('staff', 'Staff@12345', {}, JIAHE)
    expect((await gateway.post(SAVE_BRAND, jiahe, operator, JIAHE)).body.code).toBe(0)
    // The prompt's confirm clears the permission mark before the reload; the flag stays for the reloaded page.
    await gateway.post(CLEAR_MARK, { appMark: 'portal' }, portal, JIAHE)
    expect(await mark(portal, JIAHE)).toBe(true)
    expect((await gateway.post(CLEAR_NEED_REFRESH, {}, portal, JIAHE)).body).toEqual({
      code: 0,
      msg: 'success',
      result: null,
    })
    expect(await mark(portal, JIAHE)).toBe(false)
    expect((await gateway.post(USER_PAGE, {}, portal, JIAHE)).body.code).toBe(0)
    // Idempotent, and only for a signed-in caller.
    expect((await gateway.post(CLEAR_NEED_REFRESH, {}, portal, JIAHE)).body.code).toBe(0)
    expect((await gateway.post(CLEAR_NEED_REFRESH, {}, 'no-such-token')).body.code).toBe(401001)
    expect((await gateway.post(CLEAR_NEED_REFRESH, { tokenHash: 'x' }, portal, JIAHE)).body.code).toBe(0)
  })

  it("clears only the caller's own session, and never asks an ended one", async () => {
    const first = await gateway.login('staff', 'Staff@12345', {}, JIAHE)
    const second = await gateway.login('staff', 'Staff@12345', {}, JIAHE)
    expect(
      await requireRefresh(
        gateway.ctx.db,
        { sysCode: 'jiahe', exceptTokenHash: hashToken(operator) },
        gateway.ctx.now(),
      ),
    ).toBeGreaterThanOrEqual(2)
    await gateway.post(CLEAR_NEED_REFRESH, {}, first, JIAHE)
    expect([await mark(first, JIAHE), await mark(second, JIAHE)]).toEqual([false, true])
    // Ended sessions are never asked.
    await gateway.post('/gateway/loginOut', {}, first, JIAHE)
    await requireRefresh(gateway.ctx.db, { sysCode: 'jiahe', exceptTokenHash: '' }, gateway.ctx.now())
    const ended = await gateway.ctx.db
      .selectFrom('session')
      .select('need_refresh')
      .where('token_hash', '=', hashToken(first))
      .executeTakeFirstOrThrow()
    expect(Number(ended.need_refresh)).toBe(0)
  })
})

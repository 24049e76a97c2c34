import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_TTL_MS } from '../../core/auth/sessions'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const TOKEN_INFO = '/gateway/uac/web/getTokenInfo'
const UPDATE_PASSWORD = '/gateway/uac/account/updatePassword'

describe('logout and password change', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('ends this session on logout, clears the cookie, and keeps other sessions', async () => {
    const first = await gateway.login('staff', 'Staff@12345')
    const second = await gateway.login('staff', 'Staff@12345')
    const answer = await gateway.post('/gateway/loginOut', undefined, first)
    expect(answer.body).toEqual({ code: 0, msg: 'success', result: null })
    const cleared = [answer.headers['set-cookie']].flat().map(String)
    expect(cleared[0]).toMatch(/^sso_sys_token=; Max-Age=0; Path=\/gateway/)
    expect(cleared[1]).toMatch(/^sso_sys_page=; Max-Age=0; Path=\/;/)
    expect(cleared[2]).toMatch(/^sso_sys_channel=; Max-Age=0; Path=\/gateway\/joyhr\/web\/bridgeAudit;/)
    expect((await gateway.post(TOKEN_INFO, {}, first)).body.code).toBe(401001)
    expect((await gateway.post(TOKEN_INFO, {}, second)).body.code).toBe(0)
  })

  it("sets the shell page's cookie of the caller's own session on request, and only for a session", async () => {
    const token = await gateway.login('staff', 'Staff@12345')
    const answer = await gateway.post('/gateway/uac/web/pageCookie', {}, token)
    expect(answer.body.code).toBe(0)
    // As long as the session lasts (12 hours from sign-in): a browser restart keeps it, as it keeps the token.
    const ends = new Date(gateway.ctx.now() + SESSION_TTL_MS).toUTCString()
    expect(String(answer.headers['set-cookie'])).toBe(
      `sso_sys_page=${token}; Path=/; Expires=${ends}; HttpOnly; SameSite=Strict`,
    )
    const refused = await gateway.post('/gateway/uac/web/pageCookie', {}, 'unknown-token')
    expect(refused.body.code).toBe(401001)
    expect(refused.headers['set-cookie']).toBeUndefined()
  })

  it('answers success to a logout without a live session', async () => {
    expect((await gateway.post('/gateway/loginOut', {}, 'gone')).body.code).toBe(0)
  })

  it('refuses a wrong old password, a weak new one, the same one and a mismatched confirmation', async () => {
    const token = await gateway.login('hr', 'Hr@123456789')
    const tries: Array<[object, number, string]> = [
      [{ oldPassword: 'nope', newPassword: 'Better@12345' }, 400103, 'The old password is incorrect'],
      [{ oldPassword: 'Hr@123456789', newPassword: 'short1A' }, 400104, 'The password must be 9 to 20 characters long'],
      [
        { oldPassword: 'Hr@123456789', newPassword: 'onlylower123' },
        400104,
        'The password must contain at least 3 of: uppercase letters, lowercase letters, digits, symbols',
      ],
      [
        { oldPassword: 'Hr@123456789', newPassword: 'Hr@123456789' },
        400104,
        'The new password must differ from the old one',
      ],
      [
        { oldPassword: 'Hr@123456789', newPassword: 'Better@12345', confirmPassword: 'Better@1234' },
        400104,
        'The password entered twice is inconsistent!',
      ],
    ]
    for (const [body, code, msg] of tries) {
      expect((await gateway.post(UPDATE_PASSWORD, body, token, { 'accept-language': 'en' })).body).toEqual({
        code,
        msg,
      })
    }
    // The Chinese UI reads every one of them in Chinese (the shell sends zh-CN; no language reads as Chinese too).
    const chinese = [
      '原密码不正确',
      '密码长度须为 9 到 20 个字符',
      '密码须至少包含大写字母、小写字母、数字、符号中的 3 种',
      '新密码不能与原密码相同',
      '两次输入的密码不一致！',
    ]
    for (const [i, [body, code]] of tries.entries()) {
      expect((await gateway.post(UPDATE_PASSWORD, body, token, { 'accept-language': 'zh-CN' })).body).toEqual({
        code,
        msg: chinese[i],
      })
    }
    expect((await gateway.post(UPDATE_PASSWORD, tries[1][0], token)).body.msg).toBe(chinese[1])
  })

  it('changes the password and ends every other session of the user but not the current one', async () => {
    const other = await gateway.login('hr', 'Hr@123456789')
    const current = await gateway.login('hr', 'Hr@123456789')
    const staff = await gateway.login('staff', 'Staff@12345')
    const answer = await gateway.post(
      UPDATE_PASSWORD,
      { oldPassword: 'Hr@123456789', newPassword: 'Changed#2024a' },
      current,
    )
    expect(answer.body.code).toBe(0)
    expect((await gateway.post(TOKEN_INFO, {}, other)).body.code).toBe(401001)
    expect((await gateway.post(TOKEN_INFO, {}, current)).body.code).toBe(0)
    expect((await gateway.post(TOKEN_INFO, {}, staff)).body.code).toBe(0)
    // The old password no longer signs in (after the wrong old password above, a captcha is due first).
    await expect(gateway.login('hr', 'Hr@123456789')).rejects.toThrow('400101')
    await gateway.login('hr', 'Changed#2024a')
  })
})

describe('password strength', () => {
  let gw: TestGateway
  beforeAll(async () => {
    gw = await startTestGateway()
  })
  afterAll(async () => {
    await gw.close()
  })

  it.each(['Password1', 'P@ssw0rd!', 'Qwerty@12345', 'Welcome@2024'])(
    'refuses %s, which passes the §5 kinds but is common or guessable',
    async (newPassword) => {
      const token = await gw.login('staff', 'Staff@12345')
      const answer = await gw.post(
        '/gateway/uac/account/updatePassword',
        { oldPassword: 'Staff@12345', newPassword },
        token,
        { 'accept-language': 'en' },
      )
      expect(answer.body).toEqual({
        code: 400104,
        msg: 'The password is too common or easy to guess; avoid common words, names and sequences',
      })
    },
  )

  it('says it in Chinese by default, and accepts a strong password', async () => {
    const token = await gw.login('staff', 'Staff@12345')
    const weak = await gw.post(
      '/gateway/uac/account/updatePassword',
      { oldPassword: 'Staff@12345', newPassword: 'Password123!' },
      token,
    )
    expect(weak.body.msg).toBe('密码过于常见或容易被猜到，请避免常用词、姓名和连续字符')
    const strong = await gw.post(
      '/gateway/uac/account/updatePassword',
      { oldPassword: 'Staff@12345', newPassword: 'Tiger@Lake42' },
      token,
    )
    expect(strong.body.code).toBe(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { captchaPass } from '../../../testing/verification-codes'
import { staffRoleOf } from '../../access'
import { registrationKit } from '../../../testing/company-registration'

describe('company registration: the form, the e-mail proof, taken details and the new company', () => {
  let gateway: TestGateway
  const { post, form, codeTo, proofOf } = registrationKit(() => gateway)

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('checks every field with a clear message', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ companyName: ' X ' }, 400000, 'Please enter the company name (2 to 100 characters)'],
      [{ tenantName: 'T'.repeat(101) }, 400000, 'The tenant name can have at most 100 characters'],
      [
        { adminAccount: '9lives' },
        400000,
        'The account must be 3 to 64 letters, digits or . _ @ -, starting with a letter',
      ],
      [{ adminName: '   ' }, 400000, "Please enter the administrator's name (up to 50 characters)"],
      [{ adminPhone: '12345' }, 400000, 'Please enter the correct phone number'],
      [{ adminEmail: 'chen@' }, 400000, 'Please enter the correct email address'],
      [{ password: 'Short#1', confirmPassword: 'Short#1' }, 400104, 'The password must be 9 to 20 characters long'],
      [
        { password: 'onlylowercase1', confirmPassword: 'onlylowercase1' },
        400104,
        'The password must contain at least 3 of: uppercase letters, lowercase letters, digits, symbols',
      ],
      [
        { password: 'Password123!', confirmPassword: 'Password123!' },
        400104,
        'The password is too common or easy to guess; avoid common words, names and sequences',
      ],
      [{ confirmPassword: 'Tea#Garden2025' }, 400000, 'The password entered twice is inconsistent!'],
      [{ proof: '' }, 400000, 'Please enter the verification code'],
    ]
    for (const [change, code, msg] of cases) {
      const answer = await post('/tum/web/company/register', form(change), undefined, { 'accept-language': 'en' })
      expect({ change, code: answer.body.code, msg: answer.body.msg }).toEqual({ change, code, msg })
    }
    expect(
      (await post('/tum/web/company/register', form({ adminPhone: '1' }), undefined, { 'accept-language': 'zh-CN' }))
        .body.msg,
    ).toBe('请输入正确的手机号码')
    expect(
      (await post('/tum/web/company/register?source=a%20b', form(), undefined, { 'accept-language': 'en' })).body.msg,
    ).toBe('The source may only contain letters, digits and . _ -')
    expect(
      (await post('/tum/web/company/register?brand=nope', form(), undefined, { 'accept-language': 'en' })).body.msg,
    ).toBe('Unknown brand')
    const missing = await post('/tum/web/company/register', { companyName: 'Only a name' })
    expect(missing.status).toBe(400)
  })

  it('tells nothing about taken details before the e-mail is proven by its code', async () => {
    const answers = []
    for (const change of [
      {},
      { adminAccount: 'admin' },
      { adminPhone: '13800000000' },
      { adminEmail: 'admin@demo-co.example' },
      { companyName: 'Demo Co.' },
    ]) {
      answers.push((await post('/tum/web/company/register', form(change), undefined, { 'accept-language': 'en' })).body)
    }
    for (const answer of answers)
      expect(answer).toEqual({ code: 400109, msg: 'The e-mail verification has expired, please ask for a new code' })
    // Sending the code answers alike for a free address and one that belongs to an account.
    const [free, held] = [
      await post('/tum/web/company/sendCode', {
        email: 'someone@free.example',
        captchaToken: await captchaPass(gateway),
      }),
      await post('/tum/web/company/sendCode', {
        email: 'admin@demo-co.example',
        captchaToken: await captchaPass(gateway),
      }),
    ]
    expect(held.body).toEqual(free.body)
  })

  it('needs a captcha pass for the code and the right code for the proof', async () => {
    expect((await post('/tum/web/company/sendCode', { email: 'chen@lakeside-tea.example' })).body.code).toBe(400106)
    await codeTo('chen@lakeside-tea.example')
    const wrong = await post(
      '/tum/web/company/verifyCode',
      { email: 'chen@lakeside-tea.example', code: '000000' },
      undefined,
      { 'accept-language': 'en' },
    )
    expect(wrong.body).toEqual({ code: 400109, msg: 'The verification code is incorrect or has expired' })
    // A proof of one address is no proof of another.
    const proof = await proofOf('chen@lakeside-tea.example')
    expect(
      (await post('/tum/web/company/register', form({ proof, adminEmail: 'other@lakeside-tea.example' }))).body.code,
    ).toBe(400109)
  })

  it('after the proof, says which detail is taken, and the same proof registers once it is fixed', async () => {
    const proof = await proofOf('chen@lakeside-tea.example')
    const taken: Array<[Record<string, unknown>, number, string]> = [
      [{ companyName: 'demo co.' }, 400901, 'A company with this name is registered already'],
      [{ adminAccount: 'admin' }, 400904, 'This account is taken, please choose another'],
      [{ adminPhone: '13800000000' }, 400905, 'This phone number belongs to another account'],
    ]
    const name = (
      await gateway.ctx.db.selectFrom('company').select('name').where('id', '=', 1).executeTakeFirstOrThrow()
    ).name
    taken[0][0].companyName = name.toLowerCase()
    for (const [change, code, msg] of taken) {
      const answer = await post('/tum/web/company/register', form({ ...change, proof }), undefined, {
        'accept-language': 'en',
      })
      expect({ code: answer.body.code, msg: answer.body.msg }).toEqual({ code, msg })
    }
    const heldMail = await proofOf('admin@demo-co.example')
    expect(
      (
        await post(
          '/tum/web/company/register',
          form({ adminEmail: 'ADMIN@demo-co.example', proof: heldMail }),
          undefined,
          { 'accept-language': 'zh-CN' },
        )
      ).body,
    ).toEqual({ code: 400906, msg: '该邮箱已被其他账号使用' })
    proofForCreation = proof
  })
  let proofForCreation = ''

  it('creates company, tenant, root, administrator and role; the administrator signs in to an empty organisation of their own', async () => {
    const proof = proofForCreation
    const answer = await post(
      '/tum/web/company/register?source=expo-2024&inviteCode=AB-12&brand=weihai',
      form({ proof, tenantName: 'Lakeside HQ' }),
    )
    expect(answer.body.code).toBe(0)
    const { companyId, tenantId } = answer.body.result
    const stored = await gateway.ctx.db
      .selectFrom('company_registration')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ source: 'expo-2024', invite_code: 'AB-12', brand: 'weihai' })
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .selectAll()
      .where('user_name', '=', 'lakeside.admin')
      .executeTakeFirstOrThrow()
    expect(user.password_hash).not.toContain('Tea#Garden2024')

    const token = await gateway.login('lakeside.admin', 'Tea#Garden2024')
    const info = (await post('/ums/web/user/getLoginUserInfo', {}, token)).body.result
    expect(info).toMatchObject({
      tenantId,
      tenantName: 'Lakeside HQ',
      companyName: 'Lakeside Tea Ltd.',
      realName: 'Chen Jing',
    })
    const tree = (await post('/ums/web/organ/organTreeList', {}, token)).body.result
    expect(tree).toHaveLength(1)
    expect(tree[0]).toMatchObject({ name: 'Lakeside Tea Ltd.' })
    expect((await post('/ums/web/entryUser/getUserPage', { rows: 50 }, token)).body.result.total).toBe(0)
    // Every function of the catalogue: the role editor is open to them, with their own role and the staff role in it
    // (what staff do for themselves: their leave and overtime, not the role editor).
    const roles = (await post('/joyhr/web/authRole/list', {}, token)).body.result
    expect(roles.map((role: { nameEn: string }) => role.nameEn)).toEqual(['Administrator', 'Staff'])
    expect(roles[0].functionIds).toContain('1003')
    // Not the developers' tools: developer mode is granted to a role of people who develop apps, when there are any.
    expect(roles[0].functionIds).not.toContain('1008')
    expect(roles[1].functionIds).toEqual(expect.arrayContaining(['8001', '8010']))
    expect(roles[1].functionIds).not.toContain('1003')
    expect(await staffRoleOf(gateway.ctx.db, tenantId)).toBe(roles[1].id)
    // And the default calendar with this year's public holidays (National Day a statutory holiday).
    const holiday = await gateway.ctx.db
      .selectFrom('calendar_day')
      .select(['kind', 'statutory'])
      .where('tenant_id', '=', tenantId)
      .where('day', '=', `${new Date(gateway.ctx.now()).getUTCFullYear()}-10-01`)
      .executeTakeFirst()
    expect(holiday).toEqual({ kind: 'holiday', statutory: 1 })
    // The company starts with the statutory leave types: annual leave by years of work, 98 calendar days of maternity.
    const types = (await post('/vacation/web/leave/types', {}, token)).body.result
    expect(types.map((type: { code: string }) => type.code)).toEqual([
      'annual',
      'sick',
      'personal',
      'maternity',
      'paternity',
      'toil',
    ])
    const policies = await gateway.ctx.db
      .selectFrom('leave_type')
      .select(['code', 'entitlement', 'entitlement_days', 'count_days'])
      .where('tenant_id', '=', tenantId)
      .where('code', 'in', ['annual', 'maternity'])
      .orderBy('code')
      .execute()
    expect(policies).toEqual([
      { code: 'annual', entitlement: 'statutory', entitlement_days: 0, count_days: 'working' },
      { code: 'maternity', entitlement: 'fixed', entitlement_days: 98, count_days: 'calendar' },
    ])
    // The same proof cannot register a second company.
    expect(
      (
        await post(
          '/tum/web/company/register',
          form({
            proof,
            companyName: 'Another Tea',
            adminAccount: 'another.tea',
            adminPhone: '13912345679',
            adminEmail: 'x@another-tea.example',
          }),
        )
      ).body.code,
    ).toBe(400109)
  })
})

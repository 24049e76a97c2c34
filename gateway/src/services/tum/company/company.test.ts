import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { captchaPass, codeFor } from '../../../testing/verification-codes'
import { PROBES_PER_ADDRESS, PROBES_PER_VALUE } from './probes'
import { PROOF_USES } from './register-routes'

describe('company registration and records', () => {
  let gateway: TestGateway
  let operator: string
  const post = (path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
    gateway.post(`/gateway${path}`, body, token, headers)
  const form = (over: Record<string, unknown> = {}) => ({
    companyName: 'Lakeside Tea Ltd.',
    adminAccount: 'lakeside.admin',
    adminName: 'Chen Jing',
    adminPhone: '13912345678',
    adminEmail: 'chen@lakeside-tea.example',
    password: 'Tea#Garden2024',
    confirmPassword: 'Tea#Garden2024',
    proof: 'not-a-proof',
    ...over,
  })
  /** Sends a registration code to `email` (after a solved slider) and answers it, read from the dev outbox. */
  const codeTo = async (email: string) => {
    gateway.setNow(gateway.ctx.now() + 61_000)
    const sent = await post('/tum/web/company/sendCode', { email, captchaToken: await captchaPass(gateway) })
    expect(sent.body.code).toBe(0)
    return (await codeFor(gateway, email)) as string
  }
  /** Proves `email` by its code (verifyCode) and answers the proof. */
  const proofOf = async (email: string) => {
    const verified = await post('/tum/web/company/verifyCode', { email, code: await codeTo(email) })
    expect(verified.body.code).toBe(0)
    return verified.body.result.proof as string
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    operator = await gateway.login('operator', 'Operator@12345', { tenantId: 1 })
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
    // Every function of the catalogue: the role editor is open to them, with only their own role in it.
    const roles = (await post('/joyhr/web/authRole/list', {}, token)).body.result
    expect(roles).toHaveLength(1)
    expect(roles[0].functionIds).toContain('1003')
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

  it('lists companies with tenants, admin, staff count and status for an operator, searched and filtered', async () => {
    const all = (await post('/tum/web/company/records', { page: 1, rows: 10 }, operator)).body.result
    expect(all.total).toBe(2)
    expect(all.countData).toEqual({ active: 2 })
    expect(all.rows[0]).toMatchObject({
      name: 'Lakeside Tea Ltd.',
      status: 'active',
      adminAccount: 'lakeside.admin',
      staffCount: 0,
      source: 'expo-2024',
    })
    expect(all.rows[0].tenants).toEqual([expect.objectContaining({ name: 'Lakeside HQ' })])
    expect(all.rows[1].tenants).toHaveLength(2)
    expect(all.rows[1].staffCount).toBeGreaterThan(0)
    const found = (await post('/tum/web/company/records', { name: 'LAKESIDE' }, operator)).body.result
    expect(found.rows.map((r: { name: string }) => r.name)).toEqual(['Lakeside Tea Ltd.'])
    expect((await post('/tum/web/company/records', { name: '%' }, operator)).body.result.total).toBe(0)
    expect((await post('/tum/web/company/records', { status: 'disabled' }, operator)).body.result.total).toBe(0)
    const second = (await post('/tum/web/company/records', { page: 2, rows: 1 }, operator)).body.result
    expect(second).toMatchObject({ total: 2, page: 2 })
    expect(second.rows).toHaveLength(1)
  })

  it('refuses records and status changes to staff, a tenant administrator and a super user who is not an operator', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const lakeside = await gateway.login('lakeside.admin', 'Tea#Garden2024')
    for (const token of [staff, admin, lakeside]) {
      expect((await post('/tum/web/company/records', {}, token)).body.code).toBe(403001)
      expect((await post('/tum/web/company/setStatus', { companyId: 1, status: 'disabled' }, token)).body.code).toBe(
        403001,
      )
    }
    expect((await post('/tum/web/company/records', {})).body.code).toBe(401001)
  })

  it('disables a company: its sessions end and its users cannot sign in until it is enabled again', async () => {
    const companyId = (await post('/tum/web/company/records', { name: 'lakeside' }, operator)).body.result.rows[0]
      .companyId
    const open = await gateway.login('lakeside.admin', 'Tea#Garden2024')
    expect((await post('/tum/web/company/setStatus', { companyId, status: 'disabled' }, operator)).body.code).toBe(0)
    expect((await post('/ums/web/user/getLoginUserInfo', {}, open)).body.code).toBe(401001)
    const refused = await post('/uac/account/login', { account: 'lakeside.admin', password: 'Tea#Garden2024' })
    expect(refused.body).toMatchObject({ code: 400903, msg: '该企业已被停用，请联系平台' })
    const disabled = (await post('/tum/web/company/records', { status: 'disabled' }, operator)).body.result
    expect(disabled.rows.map((r: { companyId: number }) => r.companyId)).toEqual([companyId])
    expect(disabled.countData).toEqual({ active: 1, disabled: 1 })
    expect((await post('/tum/web/company/setStatus', { companyId, status: 'active' }, operator)).body.code).toBe(0)
    expect(await gateway.login('lakeside.admin', 'Tea#Garden2024')).toBeTruthy()
    expect((await post('/tum/web/company/setStatus', { companyId: 999, status: 'active' }, operator)).body.code).toBe(
      400902,
    )
    expect(
      (
        await post('/tum/web/company/setStatus', { companyId: 1, status: 'disabled' }, operator, {
          'accept-language': 'en',
        })
      ).body.msg,
    ).toBe('You cannot disable the company of your own account')
  })

  it('limits registrations per address and day in the database', async () => {
    // The successful registration above counted one; four more from this address fill the day.
    await gateway.ctx.db
      .updateTable('attempt_counter')
      .set({ count: 5 })
      .where('key', '=', 'company:register:ip:127.0.0.1')
      .execute()
    const proof = await proofOf('a@sixth.example')
    const answer = await post(
      '/tum/web/company/register',
      form({
        companyName: 'Sixth Co',
        adminAccount: 'sixth.co',
        adminPhone: '13700000006',
        adminEmail: 'a@sixth.example',
        proof,
      }),
      undefined,
      { 'accept-language': 'en' },
    )
    expect(answer.body).toMatchObject({
      code: 400110,
      msg: 'Too many registrations from this address, please try again later',
    })
  })
})

describe('probing for taken details during registration', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  /** A proof of `email` asked from `ip`. */
  const proofFrom = async (ip: string, email: string) => {
    const send = (url: string, payload: object) =>
      gateway.app
        .inject({ method: 'POST', url: `/gateway/tum/web/company/${url}`, payload, remoteAddress: ip })
        .then((r) => JSON.parse(r.body))
    gateway.setNow(gateway.ctx.now() + 61 * 60_000)
    expect((await send('sendCode', { email, captchaToken: await gateway.captchaPass(ip) })).code).toBe(0)
    return (await send('verifyCode', { email, code: await codeFor(gateway, email) })).result.proof as string
  }
  const registerFrom = async (ip: string, change: Record<string, unknown>, lang = 'en') =>
    JSON.parse(
      (
        await gateway.app.inject({
          method: 'POST',
          url: '/gateway/tum/web/company/register',
          remoteAddress: ip,
          headers: { 'accept-language': lang },
          payload: {
            companyName: 'Probe Co',
            adminAccount: 'probe.admin',
            adminName: 'Wu Fang',
            adminPhone: '13711112222',
            adminEmail: 'wu@probe.example',
            password: 'Tea#Garden2024',
            confirmPassword: 'Tea#Garden2024',
            ...change,
          },
        })
      ).body,
    )

  it(`allows ${PROOF_USES} attempts per proof`, async () => {
    const proof = await proofFrom('10.3.0.1', 'wu@probe.example')
    for (let i = 0; i < PROOF_USES; i++)
      expect((await registerFrom(`10.3.0.1`, { proof, adminAccount: i % 2 ? 'admin' : 'staff' })).code).toBe(400904)
    expect((await registerFrom('10.3.0.1', { proof })).code).toBe(400109)
  })

  it(`answers 'taken' at most ${PROBES_PER_VALUE} times a day for one value, whoever asks`, async () => {
    for (let i = 0; i < PROBES_PER_VALUE; i++) {
      const ip = `10.3.1.${i}`
      expect(
        (
          await registerFrom(ip, {
            proof: await proofFrom(ip, `p${i}@probe.example`),
            adminEmail: `p${i}@probe.example`,
            adminPhone: '13800000000',
          })
        ).code,
      ).toBe(400905)
    }
    const ip = '10.3.1.99'
    const proof = await proofFrom(ip, 'p99@probe.example')
    expect(await registerFrom(ip, { proof, adminEmail: 'p99@probe.example', adminPhone: '13800000000' })).toEqual({
      code: 400110,
      msg: expect.stringMatching(/^Too many attempts, please try again in \d+ hours$/),
    })
    // Details nobody holds still register.
    expect((await registerFrom(ip, { proof, adminEmail: 'p99@probe.example' })).code).toBe(0)
  })

  it(`answers 'taken' at most ${PROBES_PER_ADDRESS} times a day to one address, in both languages`, async () => {
    const ip = '10.3.2.1'
    const proof = await proofFrom(ip, 'q@probe.example')
    // As if the address had been told 'taken' all but once today already.
    await gateway.ctx.db
      .insertInto('attempt_counter')
      .values({ key: `company:probe:ip:${ip}`, count: PROBES_PER_ADDRESS - 1, window_start: gateway.ctx.now() })
      .execute()
    expect(
      (await registerFrom(ip, { proof, adminEmail: 'q@probe.example', adminAccount: 'operator', companyName: 'Q Co' }))
        .code,
    ).toBe(400904)
    const fresh = {
      proof,
      adminEmail: 'q@probe.example',
      adminAccount: 'fresh.one',
      companyName: 'Fresh Co',
      adminPhone: '13711114444',
    }
    expect(await registerFrom(ip, fresh, 'zh-CN')).toEqual({ code: 400110, msg: '尝试次数过多，请 24 小时后再试' })
    expect(await registerFrom('10.3.2.2', fresh)).toMatchObject({ code: 0 })
  })

  it("answers exactly the rest of an address's day of 'taken' answers to registrations sent at once", async () => {
    gateway.setNow(gateway.ctx.now() + 25 * 60 * 60 * 1000)
    const ip = '10.3.3.1'
    const proof = await proofFrom(ip, 'r@probe.example')
    await gateway.ctx.db
      .insertInto('attempt_counter')
      .values({ key: `company:probe:ip:${ip}`, count: PROBES_PER_ADDRESS - 2, window_start: gateway.ctx.now() })
      .execute()
    const accounts = ['admin', 'staff', 'operator', 'admin', 'staff', 'operator']
    const answers = await Promise.all(
      accounts.map((adminAccount) =>
        registerFrom(ip, { proof, adminEmail: 'r@probe.example', adminAccount, companyName: 'Rest Co' }),
      ),
    )
    expect(answers.filter((answer) => answer.code === 400904)).toHaveLength(2)
    expect(answers.filter((answer) => answer.code === 400110)).toHaveLength(4)
  })
})

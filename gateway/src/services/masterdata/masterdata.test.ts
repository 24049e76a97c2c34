import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { masterdataCodes } from './texts'

const EN = { 'accept-language': 'en' }

describe('master data dictionaries', () => {
  let gateway: TestGateway
  let admin: string
  let hr: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
  }, 60_000)
  afterAll(() => gateway.close())

  const call = async (path: string, body: object, token = admin) =>
    (await gateway.post(`/gateway/joyhr/web/${path}`, body, token, EN)).body
  const result = async (path: string, body: object, token = admin) => {
    const answer = await call(path, body, token)
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }
  const codesOf = async (category: string) =>
    ((await result('itemMap/list', { category })).values as Array<{ code: string }>).map((v) => v.code)

  it('starts every tenant with the system dictionaries and the values the record held', async () => {
    const { dictionaries } = await result('itemMapCategory/list', {})
    expect(dictionaries.map((d: { code: string }) => d.code)).toEqual([
      'nationality',
      'education',
      'maritalStatus',
      'politicalStatus',
      'contractType',
      'leaveReason',
      'costCentre',
      'documentType',
    ])
    const leave = dictionaries.find((d: { code: string }) => d.code === 'leaveReason')
    expect(leave.values.map((v: { nameZh: string }) => v.nameZh)).toEqual([
      '个人发展',
      '家庭原因',
      '合同到期不续签',
      '转行',
    ])
    expect(dictionaries.every((d: { system: boolean }) => d.system)).toBe(true)
    // The demo salary profiles' cost centres are tenant 1's values, named after their departments.
    expect(dictionaries.find((d: { code: string }) => d.code === 'costCentre').values.length).toBeGreaterThan(0)
    const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await result('itemMap/list', { category: 'costCentre' }, two)).values).toEqual([])
    expect(await codesOf('education')).toEqual([
      'primary',
      'junior',
      'senior',
      'technical',
      'college',
      'bachelor',
      'master',
      'doctor',
    ])
  })

  it('adds, renames, orders, disables and enables values, with every change audited', async () => {
    await result('itemMap/save', {
      category: 'education',
      code: 'postdoc',
      nameZh: '博士后',
      nameEn: 'Postdoctoral',
      create: true,
    })
    expect((await codesOf('education')).at(-1)).toBe('postdoc')
    await result('itemMap/save', { category: 'education', code: 'postdoc', nameZh: '博士后研究', nameEn: '' })
    const renamed = (await result('itemMap/list', { category: 'education' })).values.find(
      (v: { code: string }) => v.code === 'postdoc',
    )
    expect(renamed).toMatchObject({ nameZh: '博士后研究', nameEn: '', enabled: true })
    await result('itemMap/move', { category: 'education', code: 'postdoc', direction: 'up' })
    expect((await codesOf('education')).slice(-2)).toEqual(['postdoc', 'doctor'])
    await result('itemMap/move', { category: 'education', code: 'postdoc', direction: 'down' })
    expect((await call('itemMap/move', { category: 'education', code: 'postdoc', direction: 'down' })).code).toBe(
      masterdataCodes.atEdge,
    )
    expect((await call('itemMap/move', { category: 'education', code: 'primary', direction: 'up' })).code).toBe(
      masterdataCodes.atEdge,
    )
    await result('itemMap/setEnabled', { category: 'education', code: 'postdoc', enabled: false })
    expect(
      (await result('itemMap/options', { categories: ['education'] })).education.map((c: { value: string }) => c.value),
    ).not.toContain('postdoc')
    await result('itemMap/setEnabled', { category: 'education', code: 'postdoc', enabled: true })
    const options = await result('itemMap/options', { categories: ['education', 'nope'] })
    expect(Object.keys(options)).toEqual(['education'])
    // A name missing in English shows the Chinese one.
    expect(options.education.at(-1)).toEqual({ value: 'postdoc', label: '博士后研究' })
    const actions = (
      await gateway.ctx.db.selectFrom('dict_audit').select('action').where('tenant_id', '=', 1).orderBy('id').execute()
    ).map((r) => r.action)
    expect(actions.sort()).toEqual(['valueAdd', 'valueDisable', 'valueEnable', 'valueMove', 'valueMove', 'valueRename'])
  })

  it('refuses bad codes and names, taken codes and unknown dictionaries or values, with clear messages', async () => {
    const save = (body: object) =>
      call('itemMap/save', { category: 'nationality', nameZh: '法国', nameEn: 'France', create: true, ...body })
    expect(await save({ code: 'F R' })).toMatchObject({
      code: masterdataCodes.badCode,
      msg: 'A code is 1 to 40 letters, digits, _ or -',
    })
    expect((await save({ code: 'x'.repeat(41) })).code).toBe(masterdataCodes.badCode)
    expect(await save({ code: 'FR', nameZh: ' ', nameEn: '' })).toMatchObject({ code: masterdataCodes.badName })
    expect((await save({ code: 'FR', nameEn: 'x'.repeat(51) })).code).toBe(masterdataCodes.badName)
    expect(await save({ code: 'cn' })).toMatchObject({
      code: masterdataCodes.codeTaken,
      msg: 'The code cn is already used',
    })
    expect((await save({ code: 'FR', create: false })).code).toBe(masterdataCodes.valueNotFound)
    expect(
      (await call('itemMap/save', { category: 'shoeSize', code: 'M', nameZh: '中', nameEn: 'M', create: true })).code,
    ).toBe(masterdataCodes.dictionaryNotFound)
    expect((await call('itemMap/setEnabled', { category: 'nationality', code: 'XX', enabled: false })).code).toBe(
      masterdataCodes.valueNotFound,
    )
    expect((await call('itemMap/list', { category: 'nope' })).code).toBe(masterdataCodes.dictionaryNotFound)
    // Bodies that do not fit the schema never reach the service.
    expect((await call('itemMap/move', { category: 'nationality', code: 'CN', direction: 'sideways' })).code).not.toBe(
      0,
    )
    const zh = (
      await gateway.post(
        '/gateway/joyhr/web/itemMap/save',
        { category: 'nationality', code: 'CN', nameZh: '中国', nameEn: 'China', create: true },
        admin,
      )
    ).body
    expect(zh.msg).toBe('编码 CN 已被使用')
  })

  it('lets administrators add their own dictionaries, with unique codes', async () => {
    await result('itemMapCategory/save', { code: 'shirtSize', nameZh: '工服尺码', nameEn: 'Shirt size', create: true })
    expect(
      (await call('itemMapCategory/save', { code: 'SHIRTSIZE', nameZh: 'x', nameEn: 'x', create: true })).code,
    ).toBe(masterdataCodes.codeTaken)
    expect(
      (await call('itemMapCategory/save', { code: 'education', nameZh: 'x', nameEn: 'x', create: true })).code,
    ).toBe(masterdataCodes.codeTaken)
    await result('itemMap/save', { category: 'shirtSize', code: 'M', nameZh: '中号', nameEn: 'Medium', create: true })
    await result('itemMapCategory/save', { code: 'shirtSize', nameZh: '工服尺码', nameEn: 'Uniform size' })
    const listed = (await result('itemMapCategory/list', {})).dictionaries.find(
      (d: { code: string }) => d.code === 'shirtSize',
    )
    expect(listed).toMatchObject({
      nameEn: 'Uniform size',
      system: false,
      values: [{ code: 'M', nameEn: 'Medium', enabled: true }],
    })
    expect((await call('itemMapCategory/save', { code: 'noSuch', nameZh: 'x', nameEn: 'x' })).code).toBe(
      masterdataCodes.dictionaryNotFound,
    )
  })

  it('shows the list to holders of 8701 and changes only with 870101', async () => {
    for (const [path, body] of [
      ['itemMapCategory/list', {}],
      ['itemMap/list', { category: 'education' }],
      ['itemMap/save', { category: 'education', code: 'z', nameZh: 'z', nameEn: 'z', create: true }],
      ['itemMap/move', { category: 'education', code: 'primary', direction: 'down' }],
      ['itemMap/setEnabled', { category: 'education', code: 'primary', enabled: false }],
      ['itemMapCategory/save', { code: 'mine', nameZh: 'x', nameEn: 'x', create: true }],
    ] as Array<[string, object]>) {
      expect((await call(path, body, staff)).code, path).toBe(403001)
    }
    // Forms of any signed-in user read the enabled choices.
    expect(
      (await result('itemMap/options', { categories: ['maritalStatus'] }, staff)).maritalStatus.map(
        (c: { value: string }) => c.value,
      ),
    ).toEqual(['single', 'married', 'divorced', 'widowed'])
    expect((await call('itemMapCategory/list', {}, hr)).code).toBe(0)
    // A role with the page but not the button reads and cannot change.
    const role = await gateway.ctx.db
      .selectFrom('user_role')
      .innerJoin('app_user', 'app_user.id', 'user_role.user_id')
      .select('user_role.role_id')
      .where('app_user.user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    await gateway.ctx.db.insertInto('role_function').values({ role_id: role.role_id, function_id: '8701' }).execute()
    const reader = await gateway.login('staff', 'Staff@12345')
    expect((await call('itemMap/list', { category: 'education' }, reader)).code).toBe(0)
    expect(
      (await call('itemMap/save', { category: 'education', code: 'z', nameZh: 'z', nameEn: 'z', create: true }, reader))
        .code,
    ).toBe(403001)
    await gateway.ctx.db
      .deleteFrom('role_function')
      .where('role_id', '=', role.role_id)
      .where('function_id', '=', '8701')
      .execute()
  })
})

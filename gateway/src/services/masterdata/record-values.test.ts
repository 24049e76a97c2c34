import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { uploadFile } from '../../testing/uploads'

const EN = { 'accept-language': 'en' }

// The employee record, the onboarding form and the staff import read the tenant's dictionaries, so a value an
// administrator adds is offered and accepted at once, and a disabled one stays on the records that hold it.
describe('dictionary values on the record and in the import', () => {
  let gateway: TestGateway
  let admin: string
  let department: string
  let position: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const sample = await gateway.ctx.db
      .selectFrom('gangwei')
      .innerJoin('organ', 'organ.id', 'gangwei.organ_id')
      .select(['organ.name', 'gangwei.name as position'])
      .where('gangwei.tenant_id', '=', 1)
      .orderBy('gangwei.id')
      .executeTakeFirstOrThrow()
    department = sample.name
    position = sample.position
  }, 60_000)
  afterAll(() => gateway.close())

  const post = async (path: string, body: object) => (await gateway.post(`/gateway${path}`, body, admin, EN)).body
  const ok = async (path: string, body: object) => {
    const answer = await post(path, body)
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }
  type Field = { key: string; options: Array<{ value: string; label: string; disabled?: true }> }
  const optionsOf = (fields: Field[], key: string) => fields.find((f) => f.key === key)!.options

  it('offers a new value in the onboarding form and the record at once, and saves it', async () => {
    const before = (await ok('/joyhr/web/permField/listByBizTypeId', { bizTypeId: 1 })) as Field[]
    expect(optionsOf(before, 'education').map((o) => o.value)).not.toContain('mba')
    await ok('/joyhr/web/itemMap/save', {
      category: 'education',
      code: 'mba',
      nameZh: '工商管理硕士',
      nameEn: 'MBA',
      create: true,
    })
    const after = (await ok('/joyhr/web/permField/listByBizTypeId', { bizTypeId: 1 })) as Field[]
    expect(optionsOf(after, 'education').at(-1)).toEqual({ value: 'mba', label: 'MBA' })
    const record = await ok('/ums/web/entryUser/getRecord', { id: 12 })
    expect(optionsOf(record.fields, 'education').map((o: { value: string }) => o.value)).toContain('mba')
    const saved = await ok('/ums/web/entryUser/updateRecord', {
      id: 12,
      values: { education: 'mba', nationality: 'SG' },
    })
    expect(saved.values).toMatchObject({ education: 'mba', nationality: 'SG' })
    expect(await post('/ums/web/entryUser/updateRecord', { id: 12, values: { education: 'astronaut' } })).toMatchObject(
      { code: 410203, msg: 'Education: choose one of the values offered' },
    )
    // Empty clears the value.
    expect(
      (await ok('/ums/web/entryUser/updateRecord', { id: 12, values: { maritalStatus: '' } })).values.maritalStatus,
    ).toBe('')
  })

  it('keeps a disabled value on the records that hold it, but offers it to no one else', async () => {
    await ok('/ums/web/entryUser/updateRecord', { id: 13, values: { politicalStatus: 'league' } })
    await ok('/joyhr/web/itemMap/setEnabled', { category: 'politicalStatus', code: 'league', enabled: false })
    const held = await ok('/ums/web/entryUser/getRecord', { id: 13 })
    expect(held.values.politicalStatus).toBe('league')
    expect(optionsOf(held.fields, 'politicalStatus').find((o: { value: string }) => o.value === 'league')).toEqual({
      value: 'league',
      label: 'Communist Youth League member',
      disabled: true,
    })
    // Saving the record unchanged keeps it; giving it to another record is refused.
    await ok('/ums/web/entryUser/updateRecord', {
      id: 13,
      values: { politicalStatus: 'league', address: 'Somewhere 1' },
    })
    expect(
      (await post('/ums/web/entryUser/updateRecord', { id: 14, values: { politicalStatus: 'league' } })).code,
    ).toBe(410203)
    const other = await ok('/ums/web/entryUser/getRecord', { id: 14 })
    expect(optionsOf(other.fields, 'politicalStatus').map((o: { value: string }) => o.value)).not.toContain('league')
    const onboarding = (await ok('/joyhr/web/permField/listByBizTypeId', { bizTypeId: 1 })) as Field[]
    expect(optionsOf(onboarding, 'politicalStatus').map((o) => o.value)).not.toContain('league')
    await ok('/joyhr/web/itemMap/setEnabled', { category: 'politicalStatus', code: 'league', enabled: true })
  })

  it('imports dictionary columns by name or code, and refuses values that are not enabled', async () => {
    await ok('/joyhr/web/itemMap/save', {
      category: 'education',
      code: 'edx',
      nameZh: '在线学位',
      nameEn: 'Online degree',
      create: true,
    })
    await ok('/joyhr/web/itemMap/setEnabled', { category: 'nationality', code: 'JP', enabled: false })
    const csv = [
      '姓名 Name,工号 Job number,部门 Department,岗位 Position,手机号 Phone,学历 Education,国籍 Nationality,合同类型 Contract type',
      `Dict One,DICT001,${department},${position},13700000001,在线学位,cn,Open-ended contract`,
      `Dict Two,DICT002,${department},${position},13700000002,EDX,,`,
      `Dict Three,DICT003,${department},${position},13700000003,Astronaut,,`,
      `Dict Four,DICT004,${department},${position},13700000004,,JP,`,
    ].join('\n')
    const file = (await uploadFile(gateway, admin, 'staff.csv', Buffer.from(`\uFEFF${csv}`), { accept: 'import' }))
      .result
    const { taskId } = await ok('/filecenter/web/upLoad/startTask', { fileId: file.id, kind: 'staff' })
    let progress: { state: string; okCount: number; failCount: number; errorFileId: string } | undefined
    for (let i = 0; i < 200 && !['done', 'failed'].includes(progress?.state ?? ''); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      progress = await ok('/filecenter/web/upLoad/getProgress', { taskId })
    }
    expect(progress).toMatchObject({ state: 'done', okCount: 2, failCount: 2 })
    const profiles = await gateway.ctx.db
      .selectFrom('employee_profile')
      .innerJoin('employee', (j) =>
        j
          .onRef('employee.id', '=', 'employee_profile.employee_id')
          .onRef('employee.tenant_id', '=', 'employee_profile.tenant_id'),
      )
      .select([
        'employee.job_number',
        'employee_profile.education',
        'employee_profile.nationality',
        'employee_profile.contract_type',
      ])
      .where('employee.tenant_id', '=', 1)
      .where('employee.job_number', 'like', 'DICT%')
      .orderBy('employee.job_number')
      .execute()
    expect(profiles).toEqual([
      { job_number: 'DICT001', education: 'edx', nationality: 'CN', contract_type: 'open' },
      { job_number: 'DICT002', education: 'edx', nationality: '', contract_type: '' },
    ])
    const report = await gateway.post('/gateway/filecenter/web/upLoad/downLoadErrorData', { taskId }, admin, EN)
    const lines = String(report.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[1]).toMatch(
      /^4,Dict Three,.*Education "+Astronaut"+ is not an enabled value of the dictionary \(give its name or code\)"?$/,
    )
    expect(lines[2]).toMatch(/^5,Dict Four,.*Nationality "+JP"+ is not an enabled value/)
  })

  it('offers the dictionary columns in the import template', async () => {
    const template = await gateway.post('/gateway/filecenter/web/upLoad/importTemplate', {}, admin, EN)
    const [header, sample] = String(template.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toContain('学历 Education')
    expect(sample.split(',').slice(-6, -1)).toEqual(['中国', '小学', '未婚', '中共党员', '固定期限劳动合同'])
    // Then the day work began, from which the years of work (and the statutory annual leave) count.
    expect(header.endsWith('参加工作日期 Date work began')).toBe(true)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { uploadFile } from '../../../testing/uploads'

describe('a staff import that opens accounts for the staff it imports', () => {
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
      .select(['organ.name as organ', 'gangwei.name as position'])
      .where('gangwei.tenant_id', '=', 1)
      .orderBy('gangwei.id')
      .executeTakeFirstOrThrow()
    department = sample.organ
    position = sample.position
  })
  afterAll(() => gateway.close())

  const post = (path: string, body: unknown, token: string) =>
    gateway.post(`/gateway/filecenter/web/upLoad/${path}`, body, token, { 'accept-language': 'en' })
  const upload = async (csv: string, token = admin) =>
    (await uploadFile(gateway, token, 'staff.csv', Buffer.from(`\uFEFF${csv}`), { accept: 'import' })).result.id
  async function finish(taskId: string) {
    for (let i = 0; i < 200; i++) {
      const progress = (await post('getProgress', { taskId }, admin)).body.result
      if (['done', 'failed', 'cancelled'].includes(progress.state)) return progress
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error('the import did not finish')
  }
  const accountOfJob = (jobNumber: string) =>
    gateway.ctx.db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['app_user.user_name', 'app_user.id'])
      .where('employee.job_number', '=', jobNumber)
      .executeTakeFirst()

  it('opens an account per imported row named by the rule, and puts the rows refused an account in the report', async () => {
    const csv = [
      '姓名 Name,工号 Job number,部门 Department,岗位 Position,手机号 Phone,邮箱 Email,入职日期 Entry date',
      `Acc One,IMPC001,${department},${position},13700000101,one@example.com,2026-07-01`,
      `Acc Two,IMPC002,${department},${position},13700000102,,2026-07-01`,
      `Acc Three,IMPC003,${department},${position},13700000103,three@example.com,2026-07-01`,
    ].join('\n')
    const started = (
      await post('startTask', { fileId: await upload(csv), kind: 'staff', accounts: { nameRule: 'email' } }, admin)
    ).body
    expect(started.code).toBe(0)
    const done = await finish(started.result.taskId)
    expect(done).toMatchObject({ state: 'done', okCount: 3, failCount: 0 })
    expect(done.message).toBe('Accounts opened for 2, not for 1 (the reasons are in the error report)')
    expect((await accountOfJob('IMPC001'))?.user_name).toBe('one@example.com')
    expect((await accountOfJob('IMPC003'))?.user_name).toBe('three@example.com')
    expect(await accountOfJob('IMPC002')).toBeUndefined()
    const report = await post('downLoadErrorData', { taskId: started.result.taskId }, admin)
    const lines = String(report.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(
      /^3,Acc Two,.*"Imported, no account opened: The chosen rule gives no account name \(empty\)"$/,
    )
  })

  it('opens no account without the option, and refuses the option to a caller without onboarding or with a foreign role', async () => {
    const csv = [
      '姓名 Name,工号 Job number,部门 Department,岗位 Position,手机号 Phone,入职日期 Entry date',
      `Acc Four,IMPC004,${department},${position},13700000104,2026-07-01`,
    ].join('\n')
    const plain = (await post('startTask', { fileId: await upload(csv), kind: 'staff' }, admin)).body
    expect(await finish(plain.result.taskId)).toMatchObject({ state: 'done', okCount: 1, message: '' })
    expect(await accountOfJob('IMPC004')).toBeUndefined()

    const db = gateway.ctx.db
    const staffRole = (
      await db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name_en', '=', 'Staff')
        .executeTakeFirstOrThrow()
    ).id
    await db.insertInto('role_function').values({ role_id: staffRole, function_id: '100203' }).execute()
    const staff = await gateway.login('staff', 'Staff@12345')
    const file = await upload(csv.replace('IMPC004', 'IMPC005').replace('13700000104', '13700000105'), staff)
    const refused = await post('startTask', { fileId: file, kind: 'staff', accounts: { nameRule: 'phone' } }, staff)
    expect(refused.body.code).toBe(403001)
    const foreign = 9902
    await db
      .insertInto('role')
      .values({ id: foreign, tenant_id: 2, name: '外部', name_en: null, description: '' })
      .execute()
    const answer = await post(
      'startTask',
      { fileId: await upload(csv), kind: 'staff', accounts: { nameRule: 'phone', roleIds: [foreign] } },
      admin,
    )
    expect(answer.body).toMatchObject({ code: 400201, msg: 'Role 9902 not found' })
  })
})

import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { fileCodes } from '../texts'
import { uploadFile } from '../../../testing/uploads'

describe('staff import tasks', () => {
  let gateway: TestGateway
  let admin: string
  let otherTenant: string
  let staff: string
  let department: string
  let position: string

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    otherTenant = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    staff = await gateway.login('staff', 'Staff@12345')
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

  async function finish(taskId: string, token = admin) {
    for (let i = 0; i < 200; i++) {
      const progress = (await post('getProgress', { taskId }, token)).body.result
      if (['done', 'failed', 'cancelled'].includes(progress.state)) return progress
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error('the import did not finish')
  }

  const staffNamed = async (keyword: string, token = admin) =>
    (await gateway.post('/gateway/ums/web/entryUser/getUserPage', { keyword, rows: 50 }, token)).body.result
      .rows as Array<{ name: string; jobNumber: string; organName: string; phone: string }>

  it('imports the good rows of a CSV, refuses the bad ones with a reason each, and reports progress to done', async () => {
    const csv = [
      '姓名 Name,工号 Job number,部门 Department,岗位 Position,手机号 Phone,邮箱 Email,入职日期 Entry date',
      `Import Alpha,IMPA001,${department},${position},13800000001,alpha@example.com,2024-03-01`,
      `Import Beta,IMPA002,${department},${position},13800000002,,`,
      `Import Gamma,IMPA003,${department},${position},12345,,`,
      `Import Delta,IMPA001,${department},,13800000004,,`,
      `Import Epsilon,IMPA005,No Such Department,,13800000005,,`,
    ].join('\n')
    const file = (await uploadFile(gateway, admin, 'staff.csv', Buffer.from(`\uFEFF${csv}`), { accept: 'import' }))
      .result
    const started = (await post('startTask', { fileId: file.id, kind: 'staff' }, admin)).body
    expect(started.code).toBe(0)
    const done = await finish(started.result.taskId)
    expect(done).toMatchObject({ state: 'done', total: 5, done: 5, percent: 100, okCount: 2, failCount: 3 })
    expect((await staffNamed('Import ')).map((r) => r.jobNumber).sort()).toEqual(['IMPA001', 'IMPA002'])
    expect((await staffNamed('Import Alpha'))[0]).toMatchObject({ organName: department, phone: '13800000001' })

    const report = await post('downLoadErrorData', { taskId: started.result.taskId }, admin)
    expect(report.status).toBe(200)
    expect(decodeURIComponent(String(report.headers.filename))).toMatch(/^staff-import-errors-.*\.csv$/)
    const lines = String(report.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^4,Import Gamma,.*Please enter the correct phone number$/)
    expect(lines[2]).toMatch(/^5,Import Delta,.*Job number IMPA001 is already in use$/)
    expect(lines[3]).toMatch(/^6,Import Epsilon,.*Unknown department "+No Such Department"+$/)
    // The report is in the user's download list.
    const downloads = (await post('getDownLoadList', {}, admin)).body.result.rows as Array<{ id: string }>
    expect(downloads.map((r) => r.id)).toContain(done.errorFileId)
  })

  it('keeps the date work began (years of work count from it) and refuses one after the entry date', async () => {
    const csv = [
      '姓名 Name,工号 Job number,部门 Department,岗位 Position,手机号 Phone,入职日期 Entry date,参加工作日期 Date work began',
      `Import Work,IMPW001,${department},${position},13800000011,2024-03-01,2012-07-01`,
      `Import Late,IMPW002,${department},${position},13800000012,2024-03-01,2025-01-01`,
    ].join('\n')
    const file = (await uploadFile(gateway, admin, 'work.csv', Buffer.from(`\uFEFF${csv}`), { accept: 'import' }))
      .result
    const started = (await post('startTask', { fileId: file.id, kind: 'staff' }, admin)).body
    expect(await finish(started.result.taskId)).toMatchObject({ okCount: 1, failCount: 1 })
    const profile = await gateway.ctx.db
      .selectFrom('employee_profile')
      .innerJoin('employee', 'employee.id', 'employee_profile.employee_id')
      .select('employee_profile.work_start_date')
      .where('employee.job_number', '=', 'IMPW001')
      .executeTakeFirstOrThrow()
    expect(profile.work_start_date).toBe(Date.UTC(2012, 6, 1))
    const report = await post('downLoadErrorData', { taskId: started.result.taskId }, admin)
    expect(String(report.body)).toContain(
      'The date work began must be a date such as 2018-07-01, not after the entry date',
    )
  })

  it('reads Excel (.xlsx) files too', async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Staff')
    sheet.addRow(['Name', 'Job number', 'Department', 'Position', 'Phone', 'Gender'])
    sheet.addRow(['Xlsx One', 'IMPX001', department, position, '13900000001', '女'])
    sheet.addRow(['Xlsx Two', 'IMPX002', department, position, '13900000002', 'x'])
    const buffer = Buffer.from(await book.xlsx.writeBuffer())
    const file = (await uploadFile(gateway, admin, 'staff.xlsx', buffer, { accept: 'import' })).result
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const done = await finish((await post('startTask', { fileId: file.id }, admin)).body.result.taskId)
    expect(done).toMatchObject({ state: 'done', okCount: 1, failCount: 1 })
    expect(await staffNamed('Xlsx One')).toHaveLength(1)
  })

  it("refuses a row without a position (in the user's language) and never makes one up or creates one", async () => {
    const positionsBefore = await gateway.ctx.db
      .selectFrom('gangwei')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const csv = [
      'Name,Job number,Department,Position,Phone',
      `Nopos One,IMPN001,${department},,13600000001`,
      `Nopos Two,IMPN002,${department},${position},13600000002`,
    ].join('\n')
    for (const [lang, jobs, reason] of [
      [
        'en',
        ['IMPN001', 'IMPN002'],
        'Position is required (a position of the department; create it first if it is missing)',
      ],
      ['zh-CN', ['IMPN003', 'IMPN004'], '岗位必填（须为该部门的岗位，如没有请先创建）'],
    ] as const) {
      const body = csv.replace('IMPN001', jobs[0]).replace('IMPN002', jobs[1])
      const file = (await uploadFile(gateway, admin, 'staff.csv', Buffer.from(body), { accept: 'import' })).result
      const started = await gateway.post('/gateway/filecenter/web/upLoad/startTask', { fileId: file.id }, admin, {
        'accept-language': lang,
      })
      const done = await finish(started.body.result.taskId)
      expect(done).toMatchObject({ state: 'done', okCount: 1, failCount: 1 })
      const report = await gateway.post(
        '/gateway/filecenter/web/upLoad/downLoadErrorData',
        { taskId: started.body.result.taskId },
        admin,
        { 'accept-language': lang },
      )
      const lines = String(report.body)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      expect(lines).toHaveLength(2)
      expect(lines[1]).toMatch(new RegExp(`^2,Nopos One,${jobs[0]},.*${reason.replace(/[()（）]/g, '.')}"?$`))
    }
    expect((await staffNamed('Nopos ')).map((r) => r.jobNumber).sort()).toEqual(['IMPN002', 'IMPN004'])
    const positionsAfter = await gateway.ctx.db
      .selectFrom('gangwei')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(positionsAfter.n)).toBe(Number(positionsBefore.n))
  })

  it('fails a file without the needed columns as a whole, with the reason', async () => {
    const file = (await uploadFile(gateway, admin, 'other.csv', Buffer.from('a,b\n1,2\n'), { accept: 'import' })).result
    const done = await finish((await post('startTask', { fileId: file.id }, admin)).body.result.taskId)
    expect(done.state).toBe('failed')
    expect(done.message).toContain('Name, Job number, Department and Phone')
  })

  it("keeps tasks to their tenant and user, and asks for the import button's permission", async () => {
    const file = (
      await uploadFile(
        gateway,
        admin,
        'staff.csv',
        Buffer.from(
          `Name,Job number,Department,Position,Phone\nIso One,IMPI001,${department},${position},13700000001\n`,
        ),
        { accept: 'import' },
      )
    ).result
    const taskId = (await post('startTask', { fileId: file.id }, admin)).body.result.taskId
    await finish(taskId)
    for (const token of [otherTenant, staff]) {
      expect((await post('getProgress', { taskId }, token)).body.code).toBe(fileCodes.taskNotFound)
      expect((await post('downLoadErrorData', { taskId }, token)).body.code).toBe(fileCodes.taskNotFound)
      expect((await post('updateProcess', { taskId, action: 'cancel' }, token)).body.code).toBe(fileCodes.taskNotFound)
    }
    // Another tenant cannot start a task on this tenant's file; a staff member lacks button 100203.
    expect((await post('startTask', { fileId: file.id }, otherTenant)).body.code).toBe(fileCodes.fileNotFound)
    expect((await post('startTask', { fileId: file.id }, staff)).body.code).toBe(403001)
    expect(await staffNamed('Iso One', otherTenant)).toEqual([])
    expect(await staffNamed('Iso One')).toHaveLength(1)
  })
})

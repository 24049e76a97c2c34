import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { uploadFile } from '../../../testing/uploads'
import { rollOverDue } from '../../leave'

const T = '/gateway/message/web/task'
const en = { 'accept-language': 'en' }

describe("the task monitor: the user's own long jobs and a notice when one finishes", () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  let otherTenant: string
  let adminId: number

  const waitFor = async <T>(read: () => Promise<T | undefined>): Promise<T> => {
    for (let i = 0; i < 200; i++) {
      const value = await read()
      if (value !== undefined) return value
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error('it did not happen in time')
  }
  const importCsv = async (csv: string) => {
    const file = (await uploadFile(gateway, admin, 'people.csv', Buffer.from(`\uFEFF${csv}`), { accept: 'import' }))
      .result
    return (await gateway.post('/gateway/filecenter/web/upLoad/startTask', { fileId: file.id, kind: 'staff' }, admin))
      .body.result.taskId as string
  }
  const taskNotice = (taskId: string) =>
    gateway.ctx.db
      .selectFrom('notify_delivery')
      .select(['user_id', 'subject', 'body', 'link', 'lang'])
      .where('tenant_id', '=', 1)
      .where('kind', '=', 'taskFinished')
      .where('channel', '=', 'portal')
      .where('link', '=', `/portal/messages/tasks/${taskId}`)
      .executeTakeFirst()

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    otherTenant = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    adminId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => gateway.close())

  it("a finished import is the starter's task with its counts and error report, and its notice links to it", async () => {
    const sample = await gateway.ctx.db
      .selectFrom('gangwei')
      .innerJoin('organ', 'organ.id', 'gangwei.organ_id')
      .select(['organ.name as organ', 'gangwei.name as position'])
      .where('gangwei.tenant_id', '=', 1)
      .orderBy('gangwei.id')
      .executeTakeFirstOrThrow()
    const taskId = await importCsv(
      [
        '姓名 Name,工号 Job number,部门 Department,岗位 Position,手机号 Phone',
        `Monitor One,MON001,${sample.organ},${sample.position},13900000001`,
        `Monitor Two,MON002,No Such Department,,13900000002`,
      ].join('\n'),
    )
    const notice = await waitFor(() => taskNotice(taskId))
    expect(Number(notice.user_id)).toBe(adminId)
    expect(notice.body).toMatch(notice.lang === 'en' ? /1 succeeded, 1 failed/ : /成功 1 条，失败 1 条/)

    const detail = (await gateway.post(`${T}/detail`, { id: taskId }, admin, en)).body.result
    expect(detail).toMatchObject({
      id: taskId,
      kind: 'staff-import',
      fileName: 'people.csv',
      state: 'done',
      total: 2,
      okCount: 1,
      failCount: 1,
      hasErrorReport: true,
    })
    expect(detail.finishedAt).toBeGreaterThanOrEqual(detail.startedAt)
    expect(detail.durationMs).toBe(detail.finishedAt - detail.startedAt)
    expect(detail.startedBy).not.toBe('')
    const list = (await gateway.post(`${T}/list`, { page: 1, rows: 10 }, admin)).body.result
    expect(list.rows[0].id).toBe(taskId)
    expect(list.total).toBeGreaterThanOrEqual(1)
  })

  it('a failed import tells its starter why', async () => {
    const taskId = await importCsv('Name,Email\nNobody,nobody@example.com')
    const notice = await waitFor(() => taskNotice(taskId))
    expect(notice.subject).toMatch(notice.lang === 'en' ? /^Task failed: Staff import$/ : /^任务失败：人员导入$/)
    expect((await gateway.post(`${T}/detail`, { id: taskId }, admin)).body.result).toMatchObject({
      state: 'failed',
      hasErrorReport: false,
    })
  })

  it("refuses another user's task and the same user's task in another tenant, and lists none of them", async () => {
    const taskId = (await gateway.post(`${T}/list`, { page: 1, rows: 1 }, admin)).body.result.rows[0].id
    const refused = (await gateway.post(`${T}/detail`, { id: taskId }, staff, en)).body
    expect(refused).toMatchObject({ code: 404000, msg: 'The task does not exist or is not yours' })
    expect((await gateway.post(`${T}/detail`, { id: taskId }, otherTenant)).body.code).toBe(404000)
    expect((await gateway.post(`${T}/list`, {}, staff)).body.result).toMatchObject({ total: 0, rows: [] })
    expect((await gateway.post(`${T}/list`, {}, otherTenant)).body.result.total).toBe(0)
  })

  it("shows the tenant's leave rollover of a new year to those who manage leave types, with what it wrote", async () => {
    const next = new Date(gateway.ctx.now()).getUTCFullYear() + 1
    expect(await rollOverDue(gateway.ctx.db, Date.UTC(next, 0, 1, 12))).toBeGreaterThan(0)
    const hr = await gateway.login('hr', 'Hr@123456789')
    const id = `leave-rollover:${next}-01-01`
    for (const token of [admin, hr]) {
      const task = (await gateway.post(`${T}/detail`, { id }, token, en)).body.result
      expect(task).toMatchObject({ kind: 'leave-rollover', state: 'done', subject: `${next}-01-01`, failCount: 0 })
      expect(task.link).toBe('/portal/attendance/leave-balances')
      expect(task.okCount).toBeGreaterThan(0)
      const listed = (await gateway.post(`${T}/list`, { page: 1, rows: 50 }, token)).body.result.rows
      expect(listed.map((row: { id: string }) => row.id)).toContain(id)
    }
    expect((await gateway.post(`${T}/detail`, { id }, staff)).body.code).toBe(404000)
    expect((await gateway.post(`${T}/detail`, { id }, otherTenant)).body.code).toBe(404000)
    const staffs = (await gateway.post(`${T}/list`, {}, staff)).body.result.rows
    expect(staffs.some((row: { kind: string }) => row.kind === 'leave-rollover')).toBe(false)
  })
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { uploadFile } from '../../testing/uploads'

describe('§7 an IEL list and status update (the import/export task list)', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  let otherTenant: string
  let adminId: number
  const post = (name: string, body: unknown, token: string) =>
    gateway.post(`/gateway/filecenter/web/upLoad/${name}`, body, token)

  /** A task of `userId` in `tenantId` as an import leaves it, `minutesAgo` old. */
  async function task(tenantId: number, userId: number, state: string, minutesAgo: number, fileId = randomUUID()) {
    const at = gateway.ctx.now() - minutesAgo * 60_000
    const id = randomUUID()
    await gateway.ctx.db
      .insertInto('file_task')
      .values({
        tenant_id: tenantId,
        id,
        user_id: userId,
        kind: 'staff-import',
        file_id: fileId,
        state,
        total: 10,
        done: state === 'done' ? 10 : 4,
        ok_count: state === 'done' ? 9 : 0,
        fail_count: state === 'done' ? 1 : 0,
        error_file_id: null,
        message: '',
        created_at: at,
        updated_at: at,
        seen_at: null,
      })
      .execute()
    return id
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    otherTenant = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    adminId = (await gateway.post('/gateway/uac/web/getTokenInfo', {}, admin)).body.data.loginUserId
  })
  afterAll(() => gateway.close())

  it("lists the caller's own tasks of the session tenant, newest first, with the source file's name and the unseen count", async () => {
    const source = (
      await uploadFile(gateway, admin, 'staff.csv', Buffer.from('Name,Job number\nA,1\n'), { accept: 'import' })
    ).result
    const done = await task(1, adminId, 'done', 30, source.id)
    const failed = await task(1, adminId, 'failed', 20)
    const running = await task(1, adminId, 'running', 10)
    const staffId = (await gateway.post('/gateway/uac/web/getTokenInfo', {}, staff)).body.data.loginUserId
    await task(1, staffId, 'done', 5)
    await task(2, adminId, 'done', 5)

    const list = (await post('ielList', {}, admin)).body.result
    const mine = list.rows.filter((row: { taskId: string }) =>
      ([done, failed, running] as string[]).includes(row.taskId),
    )
    expect(mine.map((row: { taskId: string }) => row.taskId)).toEqual([running, failed, done])
    expect(mine[2]).toMatchObject({
      kind: 'staff-import',
      fileName: 'staff.csv',
      state: 'done',
      okCount: 9,
      failCount: 1,
      percent: 100,
      seen: false,
    })
    expect(list.total).toBe(list.rows.length)
    expect(list.unseen).toBe(2) // done and failed; a running task is not finished
    // Another user's task and the other tenant's are never listed.
    expect(list.total).toBe(3)
    expect((await post('ielList', {}, otherTenant)).body.result).toMatchObject({ total: 1, unseen: 1 })
    expect(
      (await post('ielList', { state: 'running' }, admin)).body.result.rows.map((r: { taskId: string }) => r.taskId),
    ).toEqual([running])
    expect((await post('ielList', { page: 2, rows: 2 }, admin)).body.result).toMatchObject({
      total: 3,
      page: 2,
      totalPage: 2,
    })
  })

  it("marks the named finished tasks seen, never a running one nor another tenant's, and then all of them", async () => {
    const rows = (await post('ielList', {}, admin)).body.result.rows as Array<{ taskId: string; state: string }>
    const byState = Object.fromEntries(rows.map((row) => [row.state, row.taskId]))
    const named = await post('updateIelStatus', { ids: [byState.failed, byState.running] }, admin)
    expect(named.body.result).toEqual({ updated: 1, unseen: 1 })
    // A tenant-2 session names a tenant-1 task: nothing changes.
    expect((await post('updateIelStatus', { ids: [byState.done] }, otherTenant)).body.result).toEqual({
      updated: 0,
      unseen: 1,
    })
    const all = await post('updateIelStatus', {}, admin)
    expect(all.body.result).toEqual({ updated: 1, unseen: 0 })
    const after = (await post('ielList', {}, admin)).body.result.rows as Array<{ state: string; seen: boolean }>
    expect(after.map((row) => [row.state, row.seen])).toEqual([
      ['running', false],
      ['failed', true],
      ['done', true],
    ])
    // The other tenant's task is still unseen.
    expect((await post('ielList', {}, otherTenant)).body.result.unseen).toBe(1)
  })

  it('validates its input', async () => {
    for (const body of [{ ids: [] }, { ids: ['not-a-uuid'] }, { ids: 'x' }])
      expect((await post('updateIelStatus', body, admin)).body.code, JSON.stringify(body)).not.toBe(0)
    for (const body of [{ state: 'lost' }, { rows: 1000 }, { page: 0 }])
      expect((await post('ielList', body, admin)).body.code, JSON.stringify(body)).not.toBe(0)
    expect((await post('ielList', {}, 'no-such-token')).body.code).toBe(401001)
  })
})

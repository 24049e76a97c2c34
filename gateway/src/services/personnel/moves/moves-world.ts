import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { saveDefinition } from '../../workflow'

// HR (or a line manager for a direct report) asks for a dated move; HR decides it in the approval centre; an approved
// move dated today or earlier changes the record at once, a later one on its day by the daily job.

export const M = '/gateway/ums/web/moves'
const RESOLVE = '/gateway/workflow/web/approveForm/resolve'
export const en = { 'accept-language': 'en' }
export const DAY = 86_400_000

/**
 * A test gateway for the moves' tests: HR, the administrator (who decides the moves, one step) and staff's manager
 * signed in, on 2026-11-10, with the helpers the tests share.
 */
export async function startMovesWorld() {
  const gateway: TestGateway = await startTestGateway()
  const now = Date.parse('2026-11-10T03:00:00Z')
  const ask = async (body: object, token = hr, headers = {}) =>
    (await gateway.post(`${M}/create`, body, token, headers)).body
  /** Resolves each step by whoever may (the person's line manager first when they have an account, then the admin). */
  const approve = async (instanceId: string) => {
    let status = ''
    for (let step = 0; step < 4 && status !== 'approved'; step++)
      for (const token of [manager, admin]) {
        const resolved = (await gateway.post(RESOLVE, { instanceId }, token)).body
        if (resolved.code === 0) status = resolved.result.status
      }
    return status
  }
  const employee = (id: number) =>
    gateway.ctx.db
      .selectFrom('employee')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const history = async (id: number) =>
    (await gateway.post('/gateway/ums/web/entryUser/recordHistory', { id }, hr, en)).body.result.items as Array<{
      field: string
      cause: string
      refId: string | null
      after: string
    }>
  /** Staff on the job of tenant 1 with their placement, and a position of another department. */
  const staffAndElsewhere = async (index: number) => {
    const people = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'gangwei_id', 'zhiwei_id', 'entry_date'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .limit(12)
      .execute()
    const person = people[index]
    const elsewhere = await gateway.ctx.db
      .selectFrom('gangwei')
      .select(['id', 'organ_id', 'zhiwei_id'])
      .where('tenant_id', '=', 1)
      .where('organ_id', '!=', person.organ_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    return { person, elsewhere }
  }

  gateway.setNow(now)
  const hr = await gateway.login('hr', 'Hr@123456789')
  const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  const manager = await gateway.login('manager', 'Manager@12345')
  const adminId = (
    await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id
  // The tenant's administrator decides the moves here (one step), so each request has one approver to resolve it.
  const steps = [{ nameZh: '管理员', nameEn: 'Administrator', approver: { type: 'user' as const, userId: adminId } }]
  await saveDefinition(gateway.ctx.db, 1, { bizType: 'staffMove', name: '人事异动', steps }, now)
  return { gateway, hr, admin, manager, now, ask, approve, employee, history, staffAndElsewhere }
}

export type MovesWorld = Awaited<ReturnType<typeof startMovesWorld>>

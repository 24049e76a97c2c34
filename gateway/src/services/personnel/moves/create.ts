import { randomUUID } from 'node:crypto'
import type { contract, Static } from '@hr-portal/api'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { dispatchWorkflowNotices, startInstance } from '../../workflow'
import type { RecordRow } from '../records/record-row'
import { ensureHrDefinition } from '../self-service/hr-step'
import { checkMove } from './check'
import { MOVE_BIZ_TYPE } from './functions'
import type { StaffMoveTable } from './tables'
import { moveDescription } from './view'

type MoveInput = Static<typeof contract.personnel.moves.create.body>

/** The person's line manager decides first (their account in the tenant, unless they asked), then the definition (HR). */
export async function lineManagerStep(db: Db, tenantId: number, managerId: number | null, applicantId: number) {
  if (managerId === null) return []
  const account = await db
    .selectFrom('app_user')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
    .select('app_user.id')
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('app_user.employee_id', '=', managerId)
    .orderBy('app_user.id')
    .executeTakeFirst()
  if (!account || account.id === applicantId) return []
  return [{ nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'user' as const, userId: account.id } }]
}

/**
 * Asks for a checked move of one staff member: the move and its workflow request in one transaction; the person's line
 * manager decides first, then HR (the first role that edits records, unless an administrator set other steps).
 */
export async function createMove(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number; lang: Lang },
  row: RecordRow,
  input: MoveInput,
): Promise<StaffMoveTable> {
  const { tenantId, userId, lang } = who
  const move = await ctx.db.transaction().execute(async (trx) => {
    const target = await checkMove(trx, lang, tenantId, row, input)
    const move: StaffMoveTable = {
      tenant_id: tenantId,
      id: randomUUID(),
      employee_id: row.employee.id,
      kind: input.kind,
      effective_date: input.effectiveDate,
      ...target,
      reason: input.reason.trim(),
      status: 'pending',
      failure: '',
      instance_id: null,
      requested_by: userId,
      created_at: ctx.now(),
      decided_at: null,
      applied_at: null,
    }
    await ensureHrDefinition(trx, tenantId, { bizType: MOVE_BIZ_TYPE, name: '人事异动' }, ctx.now())
    await trx.insertInto('staff_move').values(move).execute()
    const started = await startInstance(
      { db: trx, now: ctx.now },
      {
        firstSteps: await lineManagerStep(trx, tenantId, row.employee.manager_id ?? null, userId),
        tenantId,
        bizType: MOVE_BIZ_TYPE,
        bizId: move.id,
        applicantId: userId,
        lang,
        ...moveDescription(move, row.employee.name),
      },
    )
    move.instance_id = started.id
    await trx
      .updateTable('staff_move')
      .set({ instance_id: started.id })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', move.id)
      .execute()
    return move
  })
  await dispatchWorkflowNotices(ctx, tenantId)
  return move
}

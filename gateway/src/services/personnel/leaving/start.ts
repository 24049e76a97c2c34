import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { dispatchWorkflowNotices, startInstance } from '../../workflow'
import { isoDay, type RecordRow } from '../records/record-row'
import { BASES, type LeavingBasis } from './bases'
import { caseView, openCaseOf, RESIGNATION_BIZ_TYPE, TERMINATION_BIZ_TYPE } from './cases'
import { leavingError } from './errors'
import type { LeavingCaseTable } from './tables'

type Steps = NonNullable<Parameters<typeof startInstance>[1]['firstSteps']>

/** What starts a case: who leaves, why, on what basis and their last day. */
export interface Leaving {
  kind: LeavingCaseTable['kind']
  basis: LeavingBasis
  lastDay: string
  reason: string
  noticeGiven: boolean
}

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isoDay(Date.parse(`${day}T00:00:00Z`)) === day

/** The request's title and summary: who leaves, on what basis, the last day and the reason. */
export const caseDescription = (
  row: Pick<LeavingCaseTable, 'kind' | 'basis' | 'last_day' | 'reason'>,
  name: string,
) => {
  const basis = BASES[row.basis as LeavingBasis]
  return {
    amount: 0,
    title: `${row.kind === 'resignation' ? '辞职申请' : '解除劳动合同'} · ${name}`,
    titleMessage: { key: `leaving.${row.kind}` as const, params: { name } },
    summary: `${basis.zh} / ${basis.en} · ${row.last_day}: ${row.reason}`.slice(0, 1000),
  }
}

/** The leaver's line manager decides first (their account in the tenant), unless that is the applicant. */
async function managerStep(db: Db, tenantId: number, managerId: number | null, applicantId: number): Promise<Steps> {
  if (managerId == null) return []
  const account = await db
    .selectFrom('app_user')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
    .select('app_user.id')
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('app_user.employee_id', '=', managerId)
    .orderBy('app_user.id')
    .executeTakeFirst()
  if (!account || account.id === applicantId) return []
  return [{ nameZh: '直属上级审批', nameEn: "Line manager's approval", approver: { type: 'user', userId: account.id } }]
}

/**
 * Starts a resignation or termination of a record: refused for someone who left, a last day that is no date or
 * before the entry date, and while another case of theirs is under way. The case and its workflow request are written
 * in one transaction; the approvers hear of it after the commit.
 */
export async function startCase(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number; lang: Lang },
  record: RecordRow,
  leaving: Leaving,
) {
  const { tenantId, userId, lang } = who
  const { employee } = record
  if (employee.status === 2) throw leavingError(lang, 'hasLeft', { name: employee.name })
  const entry = isoDay(employee.entry_date) ?? ''
  if (!isDay(leaving.lastDay) || leaving.lastDay < entry) throw leavingError(lang, 'beforeEntry', { date: entry })
  if (await openCaseOf(ctx.db, tenantId, employee.id)) throw leavingError(lang, 'pending', { name: employee.name })
  const row: LeavingCaseTable = {
    tenant_id: tenantId,
    id: randomUUID(),
    employee_id: employee.id,
    kind: leaving.kind,
    basis: leaving.basis,
    notice_given: leaving.noticeGiven ? 1 : 0,
    reason: leaving.reason.trim(),
    last_day: leaving.lastDay,
    status: 'pending',
    instance_id: null,
    requested_by: userId,
    handover_to: null,
    handover_confirmed_at: null,
    equipment_returned_at: null,
    interview: '{}',
    interview_at: null,
    account_closed_at: null,
    city: '',
    adjustments: '{}',
    note: '',
    paid_settlement: null,
    run_id: null,
    paid_at: null,
    certificate_id: null,
    certificate_sent_at: null,
    certificate_sent_to: '',
    created_at: ctx.now(),
    decided_at: null,
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('leaving_case').values(row).execute()
    const started = await startInstance(
      { db: trx, now: ctx.now },
      {
        tenantId,
        bizType: leaving.kind === 'resignation' ? RESIGNATION_BIZ_TYPE : TERMINATION_BIZ_TYPE,
        bizId: row.id,
        applicantId: userId,
        lang,
        // A resignation goes to the applicant's line manager by default; a termination HR starts, to the leaver's.
        firstSteps:
          leaving.kind === 'termination' ? await managerStep(trx, tenantId, employee.manager_id ?? null, userId) : [],
        ...caseDescription(row, employee.name),
      },
    )
    row.instance_id = started.id
    await trx
      .updateTable('leaving_case')
      .set({ instance_id: started.id })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', row.id)
      .execute()
  })
  await dispatchWorkflowNotices(ctx, tenantId)
  return caseView(ctx.db, row)
}

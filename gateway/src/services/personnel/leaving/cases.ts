import type { personnelContract, Static } from '@hr-portal/api'
import type { Db } from '../../../core/db/types'
import { isoDay } from '../records/record-row'
import type { LeavingBasis } from './bases'
import type { LeavingCaseTable } from './tables'

export type CaseView = Static<typeof personnelContract.leavingCase>

/** The workflow business types of a resignation (asked by the employee) and a termination (started by HR). */
export const RESIGNATION_BIZ_TYPE = 'staffResignation'
export const TERMINATION_BIZ_TYPE = 'staffTermination'

/** The statuses of a case still under way: another one of the same person is refused meanwhile. */
export const OPEN_STATUSES = ['pending', 'approved'] as const

export const caseRow = (db: Db, tenantId: number, id: string) =>
  db.selectFrom('leaving_case').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

/** The open case of a person, if any. */
export const openCaseOf = (db: Db, tenantId: number, employeeId: number) =>
  db
    .selectFrom('leaving_case')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', employeeId)
    .where('status', 'in', [...OPEN_STATUSES])
    .executeTakeFirst()

const NO_INTERVIEW = { reason: '', rating: 0, comments: '', wouldReturn: false }

/** The cases as the routes answer them, with the leaver's and the handover colleague's names. */
export async function caseViews(db: Db, tenantId: number, rows: LeavingCaseTable[]): Promise<CaseView[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.employee_id, ...(row.handover_to ? [row.handover_to] : [])]))]
  const people = ids.length
    ? await db
        .selectFrom('employee')
        .select(['id', 'name', 'job_number', 'entry_date', 'email'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .execute()
    : []
  const byId = new Map(people.map((person) => [person.id, person]))
  return rows.map((row) => {
    const person = byId.get(row.employee_id)
    return {
      id: row.id,
      employeeId: row.employee_id,
      employeeName: person?.name ?? '',
      jobNumber: person?.job_number ?? '',
      kind: row.kind,
      basis: row.basis as LeavingBasis,
      noticeGiven: row.notice_given === 1,
      reason: row.reason,
      lastDay: row.last_day,
      entryDate: person ? (isoDay(person.entry_date) ?? '') : '',
      status: row.status,
      instanceId: row.instance_id,
      handoverTo: row.handover_to,
      handoverName: row.handover_to ? (byId.get(row.handover_to)?.name ?? '') : '',
      handoverConfirmedAt: num(row.handover_confirmed_at),
      equipmentReturnedAt: num(row.equipment_returned_at),
      interview: { ...NO_INTERVIEW, ...(JSON.parse(row.interview || '{}') as object) },
      interviewAt: num(row.interview_at),
      accountClosedAt: num(row.account_closed_at),
      runId: row.run_id,
      paidAt: num(row.paid_at),
      certificateId: row.certificate_id,
      leaverEmail: person?.email ?? '',
      certificateSentAt: num(row.certificate_sent_at),
      certificateSentTo: row.certificate_sent_to,
      createdAt: Number(row.created_at),
    }
  })
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value))

/** One case as the routes answer it. */
export const caseView = async (db: Db, row: LeavingCaseTable) => (await caseViews(db, row.tenant_id, [row]))[0]

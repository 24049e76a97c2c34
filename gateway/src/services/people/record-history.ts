import { randomBytes } from 'node:crypto'
import type { Db } from '../../core/db/types'

/** Why a record changed: HR's edit, a hire, the staff import, an approved self-service proposal, a move … */
export const HISTORY_CAUSES = [
  'edit',
  'onboard',
  'import',
  'selfService',
  'move',
  'probation',
  'batch',
  'contract',
  'sync',
  'leave',
] as const
export type HistoryCause = (typeof HISTORY_CAUSES)[number]

/** Who changes records, when, why, and the move or review behind it. */
export interface HistoryEntry {
  tenantId: number
  actor: number | null
  cause: HistoryCause
  now: number
  refId?: string | null
}

/** A record's fields as text by field key (the record's keys, plus manager, status, leaveDate and leaveReason). */
export type Snapshot = Record<string, string>

let sequence = 0
/**
 * A row id that sorts in the order rows were written (36 characters): the writing clock, a counter of this process and
 * random hex, so changes written within one millisecond (or by a test's fixed clock) still read newest first.
 */
const sortableId = (): string =>
  `${Date.now().toString(16).padStart(12, '0')}-${(sequence++ % 0xffffff).toString(16).padStart(6, '0')}-${randomBytes(8).toString('hex')}`

const day = (value: unknown): string =>
  value === null || value === undefined ? '' : new Date(Number(value)).toISOString().slice(0, 10)
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/** The records of these staff of the tenant as text: references by their names, dates yyyy-mm-dd. */
export async function snapshotsOf(db: Db, tenantId: number, ids: number[]): Promise<Map<number, Snapshot>> {
  const found = new Map<number, Snapshot>()
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await db
      .selectFrom('employee as e')
      .leftJoin('employee_profile as p', (j) =>
        j.onRef('p.employee_id', '=', 'e.id').onRef('p.tenant_id', '=', 'e.tenant_id'),
      )
      .leftJoin('organ as o', (j) => j.onRef('o.id', '=', 'e.organ_id').onRef('o.tenant_id', '=', 'e.tenant_id'))
      .leftJoin('zhiwei as z', (j) => j.onRef('z.id', '=', 'e.zhiwei_id').onRef('z.tenant_id', '=', 'e.tenant_id'))
      .leftJoin('gangwei as g', (j) => j.onRef('g.id', '=', 'e.gangwei_id').onRef('g.tenant_id', '=', 'e.tenant_id'))
      .leftJoin('employee as m', (j) => j.onRef('m.id', '=', 'e.manager_id').onRef('m.tenant_id', '=', 'e.tenant_id'))
      .selectAll('p')
      .select([
        'e.id as eid',
        'e.name',
        'e.job_number',
        'e.phone',
        'e.email',
        'e.gender',
        'e.entry_date',
        'e.leave_date',
        'e.status',
        'o.name as organ',
        'z.name as zhiwei',
        'g.name as gangwei',
        'm.name as manager',
      ])
      .where('e.tenant_id', '=', tenantId)
      .where('e.id', 'in', ids.slice(at, at + 500))
      .execute()
    for (const r of rows)
      found.set(r.eid, {
        name: text(r.name),
        jobNumber: text(r.job_number),
        mobile: text(r.phone),
        email: text(r.email),
        gender: text(r.gender),
        organ: text(r.organ),
        zhiwei: text(r.zhiwei),
        gangwei: text(r.gangwei),
        manager: text(r.manager),
        entryDate: day(r.entry_date),
        status: text(r.status),
        leaveDate: day(r.leave_date),
        leaveReason: text(r.leave_reason),
        idNumber: text(r.id_number),
        birthDate: day(r.birth_date),
        address: text(r.address),
        workStartDate: day(r.work_start_date),
        salaryGrade: text(r.salary_grade),
        contractStart: day(r.contract_start),
        contractEnd: day(r.contract_end),
        emergencyContact: text(r.emergency_name),
        emergencyRelation: text(r.emergency_relation),
        emergencyPhone: text(r.emergency_phone),
        nationality: text(r.nationality),
        education: text(r.education),
        maritalStatus: text(r.marital_status),
        politicalStatus: text(r.political_status),
        contractType: text(r.contract_type),
        bankName: text(r.bank_name),
        bankAccount: text(r.bank_account),
        bankHolder: text(r.bank_holder),
        family: text(r.family),
      })
  }
  return found
}

/**
 * Keeps the history of these staff's records: every field whose text differs from `before` (a record missing from
 * `before` is new: each field it fills) becomes one row with who, when, before, after and the cause. The one writer
 * of record_history; run it in the transaction of the change.
 */
export async function keepHistory(db: Db, entry: HistoryEntry, before: Map<number, Snapshot>, ids: number[]) {
  const after = await snapshotsOf(db, entry.tenantId, ids)
  const rows = [...after].flatMap(([employeeId, now]) => {
    const was = before.get(employeeId) ?? {}
    return Object.keys(now)
      .filter((field) => (was[field] ?? '') !== now[field])
      .map((field) => ({
        tenant_id: entry.tenantId,
        id: sortableId(),
        employee_id: employeeId,
        field,
        before_value: (was[field] ?? '').slice(0, 500),
        after_value: now[field].slice(0, 500),
        cause: entry.cause,
        ref_id: entry.refId ?? null,
        actor_id: entry.actor,
        at: entry.now,
      }))
  })
  for (let at = 0; at < rows.length; at += 80)
    await db
      .insertInto('record_history')
      .values(rows.slice(at, at + 80))
      .execute()
  return rows.length
}

/** Runs a write of these staff's records and keeps its history (snapshots before and after, in the caller's transaction). */
export async function withHistory<T>(db: Db, entry: HistoryEntry, ids: number[], write: () => Promise<T>): Promise<T> {
  const before = await snapshotsOf(db, entry.tenantId, ids)
  const result = await write()
  await keepHistory(db, entry, before, ids)
  return result
}

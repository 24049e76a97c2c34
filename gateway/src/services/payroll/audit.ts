import { randomBytes } from 'node:crypto'
import type { Auth } from '../../core/auth/guard'
import type { Db } from '../../core/db/types'

/** Who made a change: the account and the name shown in the trail. */
export interface Actor {
  id: number
  name: string
}

export const actorOf = (auth: Auth): Actor => ({ id: auth.user.id, name: auth.user.real_name || auth.user.user_name })

export interface AuditEntry {
  tenantId: number
  runId: number | null
  employeeId?: number | null
  actor: Actor
  action: string
  reason?: string
  detail?: unknown
}

let counter = 0

/** An id that sorts by time, then by the order of writing in this process: 12 hex digits of the time, a counter, random. */
const auditId = (at: number) =>
  `${at.toString(16).padStart(12, '0')}-${(counter = (counter + 1) % 0xffffffff).toString(16).padStart(8, '0')}-${randomBytes(7).toString('hex')}`

/** Writes one change of payroll data to the payroll audit trail (salary_audit). */
export async function writeAudit(db: Db, entry: AuditEntry, at: number): Promise<void> {
  await db
    .insertInto('salary_audit')
    .values({
      tenant_id: entry.tenantId,
      id: auditId(at),
      run_id: entry.runId,
      employee_id: entry.employeeId ?? null,
      user_id: entry.actor.id,
      user_name: entry.actor.name.slice(0, 60),
      action: entry.action,
      reason: (entry.reason ?? '').slice(0, 500),
      detail: JSON.stringify(entry.detail ?? {}).slice(0, 4000),
      at,
    })
    .execute()
}

/** The trail of a run, newest first, with the names of the people and items its entries name. */
export async function auditOf(db: Db, tenantId: number, runId: number) {
  const rows = await db
    .selectFrom('salary_audit')
    .leftJoin('employee', (join) =>
      join
        .onRef('employee.tenant_id', '=', 'salary_audit.tenant_id')
        .onRef('employee.id', '=', 'salary_audit.employee_id'),
    )
    .selectAll('salary_audit')
    .select('employee.name as employee_name')
    .where('salary_audit.tenant_id', '=', tenantId)
    .where('salary_audit.run_id', '=', runId)
    .orderBy('salary_audit.at', 'desc')
    .orderBy('salary_audit.id', 'desc')
    .limit(500)
    .execute()
  const details = rows.map((row) => JSON.parse(row.detail) as Record<string, unknown>)
  const codes = new Set(details.flatMap((detail) => Object.keys(codesOf(detail))))
  const items = codes.size
    ? await db
        .selectFrom('salary_item')
        .select(['code', 'name_zh', 'name_en'])
        .where('tenant_id', '=', tenantId)
        .where('code', 'in', [...codes])
        .execute()
    : []
  const names = new Map(items.map((item) => [item.code, { zh: item.name_zh, en: item.name_en }]))
  return rows.map((row, index) => ({
    id: row.id,
    at: Number(row.at),
    userName: row.user_name,
    action: row.action,
    reason: row.reason,
    employeeId: row.employee_id,
    employeeName: row.employee_id === null ? null : (row.employee_name ?? null),
    detail: details[index],
    itemNames: Object.fromEntries(
      Object.keys(codesOf(details[index])).flatMap((code) => (names.has(code) ? [[code, names.get(code)!]] : [])),
    ),
  }))
}

/** The item codes an entry's detail names: the inputs before and after a change. */
const codesOf = (detail: Record<string, unknown>): Record<string, unknown> => ({
  ...(typeof detail.before === 'object' && detail.before ? (detail.before as Record<string, unknown>) : {}),
  ...(typeof detail.after === 'object' && detail.after ? (detail.after as Record<string, unknown>) : {}),
})

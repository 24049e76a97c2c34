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

/** The trail of a run, newest first. */
export async function auditOf(db: Db, tenantId: number, runId: number) {
  const rows = await db
    .selectFrom('salary_audit')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    at: Number(row.at),
    userName: row.user_name,
    action: row.action,
    reason: row.reason,
    employeeId: row.employee_id,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }))
}

import type { Db } from '../../../core/db/types'
import { amountOfFen } from '../../../core/money'
import type { StaffMoveTable } from './tables'

export const moveRow = (db: Db, tenantId: number, id: string) =>
  db.selectFrom('staff_move').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

const namesOf = async (db: Db, table: 'organ' | 'gangwei' | 'zhiwei' | 'employee', tenantId: number, ids: number[]) => {
  const wanted = [...new Set(ids)]
  if (!wanted.length) return new Map<number, string>()
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', wanted)
    .execute()
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** Moves as the routes answer them, with the names of the person, department, position, post and manager. */
export async function moveViews(db: Db, tenantId: number, rows: StaffMoveTable[]) {
  const ids = (key: keyof StaffMoveTable) => rows.flatMap((row) => (row[key] === null ? [] : [Number(row[key])]))
  const [organs, gangweis, zhiweis, people] = await Promise.all([
    namesOf(db, 'organ', tenantId, ids('organ_id')),
    namesOf(db, 'gangwei', tenantId, ids('gangwei_id')),
    namesOf(db, 'zhiwei', tenantId, ids('zhiwei_id')),
    namesOf(db, 'employee', tenantId, [...ids('employee_id'), ...ids('manager_id')]),
  ])
  const name = (names: Map<number, string>, id: number | null) => (id === null ? '' : (names.get(id) ?? ''))
  return rows.map((row) => ({
    id: row.id,
    employeeId: row.employee_id,
    employeeName: name(people, row.employee_id),
    kind: row.kind as 'transfer' | 'promotion' | 'position' | 'salary',
    effectiveDate: row.effective_date,
    organId: row.organ_id,
    organName: name(organs, row.organ_id),
    gangweiId: row.gangwei_id,
    gangweiName: name(gangweis, row.gangwei_id),
    zhiweiId: row.zhiwei_id,
    zhiweiName: name(zhiweis, row.zhiwei_id),
    managerId: row.manager_id,
    managerName: name(people, row.manager_id),
    base: row.base_fen === null ? null : amountOfFen(row.base_fen),
    reason: row.reason,
    status: row.status as 'pending' | 'approved' | 'applied' | 'rejected' | 'cancelled' | 'failed',
    failure: row.failure,
    instanceId: row.instance_id,
    createdAt: Number(row.created_at),
    appliedAt: row.applied_at === null ? null : Number(row.applied_at),
  }))
}

const KINDS = {
  transfer: { zh: '调动', en: 'Transfer' },
  promotion: { zh: '晋升', en: 'Promotion' },
  position: { zh: '岗位变动', en: 'Position change' },
  salary: { zh: '调薪', en: 'Salary change' },
} as const

/** How a move reads in its workflow request: the kind, the person, from when, and the reason. */
export function moveDescription(
  row: Pick<StaffMoveTable, 'kind' | 'effective_date' | 'reason' | 'base_fen'>,
  name: string,
) {
  const kind = KINDS[row.kind as keyof typeof KINDS] ?? KINDS.transfer
  const base = row.base_fen === null ? '' : ` · ${amountOfFen(row.base_fen)}`
  return {
    amount: 0,
    title: `人事异动 · ${kind.zh} · ${name}`,
    summary: `${row.effective_date}${base}: ${row.reason}`.slice(0, 1000),
  }
}

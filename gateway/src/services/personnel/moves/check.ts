import type { contract, Static } from '@hr-portal/api'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { parseAmount, fenOf } from '../../../core/money'
import { wiringOf } from '../../../core/service'
import { calendarDate } from '../records/pnid'
import { isoDay, type RecordRow } from '../records/record-row'
import { moveError } from './errors'
import { SALARY_MOVES } from '../../people'

type MoveInput = Static<typeof contract.personnel.moves.create.body>

/** A move's checked target: the columns it sets (null: unchanged) and the new base pay in fen. */
export interface MoveTarget {
  organ_id: number | null
  gangwei_id: number | null
  zhiwei_id: number | null
  manager_id: number | null
  base_fen: number | null
}

const one = (db: Db, table: 'organ' | 'zhiwei', tenantId: number, id: number) =>
  db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

/**
 * Checks a move of one staff member: on the job; a real effective date on or after the entry date; no other move of
 * theirs waiting (asked or approved and not yet applied); the department, position, post and manager the tenant's
 * (the position in the department it moves to, the manager on the job and not the person); a salary as an amount
 * above zero with a salary profile in force for the month; and something that changes.
 */
export async function checkMove(
  db: Db,
  lang: Lang,
  tenantId: number,
  row: RecordRow,
  input: MoveInput,
): Promise<MoveTarget> {
  const { employee } = row
  if (employee.status === 2) throw moveError(lang, 'hasLeft', { name: employee.name })
  const entry = isoDay(employee.entry_date) ?? ''
  if (!calendarDate(input.effectiveDate.replace(/-/g, '')) || input.effectiveDate < entry)
    throw moveError(lang, 'beforeEntry', { date: entry })
  const waiting = await db
    .selectFrom('staff_move')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', employee.id)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst()
  if (waiting) throw moveError(lang, 'overlapping', { name: employee.name })
  const bad = () => moveError(lang, 'badTarget')
  const organId = input.organId ?? employee.organ_id
  if (input.organId !== undefined && !(await one(db, 'organ', tenantId, input.organId))) throw bad()
  let gangweiId = input.gangweiId ?? employee.gangwei_id
  let zhiweiId = input.zhiweiId ?? employee.zhiwei_id
  const position = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id', 'zhiwei_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', gangweiId)
    .executeTakeFirst()
  if (!position || position.organ_id !== organId)
    throw input.organId !== undefined && input.gangweiId === undefined ? moveError(lang, 'positionNeeded') : bad()
  if (input.gangweiId !== undefined && input.zhiweiId === undefined) zhiweiId = position.zhiwei_id
  if (input.zhiweiId !== undefined && !(await one(db, 'zhiwei', tenantId, input.zhiweiId))) throw bad()
  gangweiId = position.id
  if (input.managerId !== undefined) {
    const manager = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', input.managerId)
      .where('status', '=', 1)
      .executeTakeFirst()
    if (!manager || manager.id === employee.id) throw bad()
  }
  let baseFen: number | null = null
  if (input.base !== undefined) {
    const amount = parseAmount(input.base)
    if (!amount || amount.lte(0)) throw moveError(lang, 'nothingChanges')
    baseFen = fenOf(amount)
    const month = input.effectiveDate.slice(0, 7)
    const salary = wiringOf(db).all(SALARY_MOVES)[0]
    if (!salary || !(await salary.hasProfile(db, tenantId, employee.id, month)))
      throw moveError(lang, 'noSalaryProfile', { name: employee.name, month })
  }
  const target: MoveTarget = {
    organ_id: organId !== employee.organ_id ? organId : null,
    gangwei_id: gangweiId !== employee.gangwei_id ? gangweiId : null,
    zhiwei_id: zhiweiId !== employee.zhiwei_id ? zhiweiId : null,
    manager_id:
      input.managerId !== undefined && input.managerId !== (employee.manager_id ?? null) ? input.managerId : null,
    base_fen: baseFen,
  }
  if (Object.values(target).every((value) => value === null)) throw moveError(lang, 'nothingChanges')
  return target
}

import type { Db } from '../../../core/db/types'
import { TOIL_TYPE } from '../credits'
import type { StaffRow } from '../month'
import { partsOfRequest } from './take'

const CHUNK = 300

/**
 * The balances of the staff given in a year, person by person and tracked type by type (one type, if given): what was
 * given, used, held by pending requests (a request across New Year by its part in the year) and left.
 */
export async function balanceRows(db: Db, tenantId: number, staff: StaffRow[], year: number, typeCode?: string) {
  const types = await db
    .selectFrom('leave_type')
    .select(['code', 'unit', 'count_days', 'sort'])
    .where('tenant_id', '=', tenantId)
    .where('tracked', '=', 1)
    .where('code', '!=', TOIL_TYPE)
    .$if(Boolean(typeCode), (q) => q.where('code', '=', typeCode!))
    .orderBy('sort')
    .execute()
  const accounts = new Map<number, number>()
  const balances = new Map<string, { total: number; used: number }>()
  const pending = new Map<string, number>()
  for (let start = 0; start < staff.length; start += CHUNK) {
    const ids = staff.slice(start, start + CHUNK).map((person) => person.id)
    const users = await db
      .selectFrom('app_user')
      .select(['id', 'employee_id'])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', ids)
      .execute()
    for (const user of users) if (!accounts.has(user.employee_id!)) accounts.set(user.employee_id!, user.id)
    const userIds = users.map((user) => user.id)
    if (!userIds.length) continue
    for (const row of await db
      .selectFrom('leave_balance')
      .select(['user_id', 'type_code', 'total', 'used'])
      .where('tenant_id', '=', tenantId)
      .where('year', '=', year)
      .where('user_id', 'in', userIds)
      .execute())
      balances.set(`${row.user_id}:${row.type_code}`, { total: Number(row.total), used: Number(row.used) })
    for (const row of await db
      .selectFrom('leave_request')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'pending')
      .where('start_date', '<=', `${year}-12-31`)
      .where('end_date', '>=', `${year}-01-01`)
      .where('user_id', 'in', userIds)
      .execute()) {
      const type = types.find((t) => t.code === row.type_code)
      if (!type) continue
      const parts = await partsOfRequest(db, row, type.count_days === 'calendar' ? 'calendar' : 'working')
      const key = `${row.user_id}:${row.type_code}`
      pending.set(key, (pending.get(key) ?? 0) + (parts.find((part) => part.year === year)?.amount ?? 0))
    }
  }
  const round = (value: number) => Math.round(value * 100) / 100
  return staff.flatMap((person) => {
    const userId = accounts.get(person.id)
    if (userId === undefined) return []
    return types.map((type) => {
      const balance = balances.get(`${userId}:${type.code}`) ?? { total: 0, used: 0 }
      const held = pending.get(`${userId}:${type.code}`) ?? 0
      return {
        userId,
        name: person.name,
        jobNumber: person.job_number,
        typeCode: type.code,
        unit: type.unit === 'hour' ? ('hour' as const) : ('day' as const),
        total: balance.total,
        used: balance.used,
        pending: round(held),
        left: round(balance.total - balance.used - held),
      }
    })
  })
}

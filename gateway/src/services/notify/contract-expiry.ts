import type { Db } from '../../core/db/types'
import { queueNotification } from './queue'

/** How far ahead a contract's end is announced. */
export const CONTRACT_NOTICE_DAYS = 30
const DAY = 24 * 60 * 60 * 1000
/** The employee records function (menu 1101): who maintains records hears of contracts ending. */
const RECORDS_FUNCTION = '1101'

/**
 * Queues the contract-expiry notices due at `now`: for each employee on the job whose contract ends within
 * {@link CONTRACT_NOTICE_DAYS} days, one notice to the tenant's accounts that maintain employee records (granted function
 * 1101), linking to the record; each is checked again when sent (still employed, still granted 1101, the employee in
 * their data range). The event is the contract's end date, so the daily look queues each contract once
 * (and again only when its end date changes). Answers how many rows were new.
 */
export async function queueContractExpiries(ctx: { db: Db; now: () => number }, now = ctx.now()): Promise<number> {
  const ending = await ctx.db
    .selectFrom('employee_profile')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.id', '=', 'employee_profile.employee_id')
        .onRef('employee.tenant_id', '=', 'employee_profile.tenant_id'),
    )
    .select(['employee.tenant_id', 'employee.id', 'employee.name', 'employee_profile.contract_end'])
    .where('employee.status', '=', 1)
    .where('employee_profile.contract_end', 'is not', null)
    .where('employee_profile.contract_end', '>=', now)
    .where('employee_profile.contract_end', '<=', now + CONTRACT_NOTICE_DAYS * DAY)
    .execute()
  let added = 0
  const keepers = new Map<number, number[]>()
  for (const contract of ending) {
    if (!keepers.has(contract.tenant_id)) {
      const rows = await ctx.db
        .selectFrom('role')
        .innerJoin('user_role', 'user_role.role_id', 'role.id')
        .innerJoin('role_function', 'role_function.role_id', 'role.id')
        .select('user_role.user_id')
        .distinct()
        .where('role.tenant_id', '=', contract.tenant_id)
        .where('role_function.function_id', '=', RECORDS_FUNCTION)
        .execute()
      keepers.set(
        contract.tenant_id,
        rows.map((row) => row.user_id),
      )
    }
    const end = Number(contract.contract_end)
    added += await queueNotification(ctx, {
      tenantId: contract.tenant_id,
      kind: 'contractExpiry',
      userIds: keepers.get(contract.tenant_id)!,
      params: {
        name: contract.name,
        date: new Date(end).toISOString().slice(0, 10),
        days: Math.max(0, Math.ceil((end - now) / DAY)),
      },
      link: `/portal/personnel/records/${contract.id}`,
      eventKey: `contract:${contract.id}:${end}`,
      need: { functionId: RECORDS_FUNCTION, staff: [contract.id] },
    })
  }
  return added
}

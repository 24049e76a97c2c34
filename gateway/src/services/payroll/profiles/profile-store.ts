import type { Db } from '../../../core/db/types'
import { amountOfFen } from '../../../core/money'
import type { FieldAccess } from '../../access'
import type { SalaryProfileTable } from '../tables'

const BATCH = 900

/** Each person's profile row in force in `month`: the latest whose effective month is not after it. */
export async function profilesInForce(
  db: Db,
  tenantId: number,
  month: string,
  ids: number[],
): Promise<Map<number, SalaryProfileTable>> {
  const inForce = new Map<number, SalaryProfileTable>()
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await db
      .selectFrom('salary_profile')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', ids.slice(i, i + BATCH))
      .where('effective_month', '<=', month)
      .execute()
    for (const row of rows) {
      const held = inForce.get(row.employee_id)
      if (!held || held.effective_month < row.effective_month) inForce.set(row.employee_id, row)
    }
  }
  return inForce
}

/** A bank account with all but its last four characters hidden. */
export const maskAccount = (account: string): string =>
  account.length <= 4
    ? account.replace(/./g, '*')
    : `${'*'.repeat(Math.min(account.length - 4, 12))}${account.slice(-4)}`

/** What the caller may do with each field of a profile (field permissions of biz type 2, services/access). */
export type ProfileAccess = Record<ProfileField, FieldAccess>

/** The fields of a salary profile, as keyed in field permissions (biz type 2, services/access biz-fields.ts). */
export const PROFILE_FIELDS = ['base', 'allowances', 'bank', 'costCentre'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]

/** What a profile is shown with: the editors of profiles see whole accounts; `costCentres` names the codes of the tenant's cost centre dictionary. */
export interface ProfileSeen {
  accounts: boolean
  access: ProfileAccess
  costCentres?: ReadonlyMap<string, string>
}

/**
 * A profile row as the routes answer it: a field the caller may not see is left out (its key listed in `hiddenFields`,
 * as the employee record does); the bank account is masked unless `accounts` (the editors of profiles). The cost centre
 * is a code of the cost centre dictionary, named in `costCentreName` (null: a value typed before the dictionary that
 * names none of its values, shown as it is).
 */
export const profileView = (row: SalaryProfileTable, seen: ProfileSeen, changedByName = '') => {
  const shown = (field: keyof ProfileAccess) => seen.access[field] !== 'hidden'
  const hiddenFields = PROFILE_FIELDS.filter((field) => !shown(field))
  return {
    effectiveMonth: row.effective_month,
    ...(shown('base') ? { base: amountOfFen(row.base_fen) } : {}),
    ...(shown('allowances') ? { allowances: JSON.parse(row.allowances) as Record<string, string> } : {}),
    ...(shown('bank')
      ? { bankName: row.bank_name, bankAccount: seen.accounts ? row.bank_account : maskAccount(row.bank_account) }
      : {}),
    bankAccountMasked: !seen.accounts || !shown('bank'),
    ...(shown('costCentre')
      ? {
          costCentre: row.cost_centre,
          costCentreName: row.cost_centre ? (seen.costCentres?.get(row.cost_centre) ?? null) : null,
        }
      : {}),
    payeeType: row.payee_type === 'labour' ? ('labour' as const) : ('employee' as const),
    hiddenFields,
    reason: row.reason,
    changedAt: Number(row.changed_at),
    changedBy: changedByName,
  }
}

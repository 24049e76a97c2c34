import type { Db } from '../../../core/db/types'
import type { SalaryItemTable } from '../tables'

/** A salary item as the routes answer it. */
export interface ItemView {
  id: number
  code: string
  nameZh: string
  nameEn: string
  kind: SalaryItemTable['kind']
  source: SalaryItemTable['source']
  formula: string
  taxable: boolean
  annualBonus: boolean
  onPayslip: boolean
  sort: number
}

export const itemView = (row: SalaryItemTable): ItemView => ({
  id: row.id,
  code: row.code,
  nameZh: row.name_zh,
  nameEn: row.name_en,
  kind: row.kind,
  source: row.source,
  formula: row.formula,
  taxable: Number(row.taxable) === 1,
  annualBonus: Number(row.annual_bonus) === 1,
  onPayslip: Number(row.on_payslip) === 1,
  sort: Number(row.sort),
})

/** The tenant's salary items in their order. */
export const itemsOf = (db: Db, tenantId: number): Promise<SalaryItemTable[]> =>
  db.selectFrom('salary_item').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute()

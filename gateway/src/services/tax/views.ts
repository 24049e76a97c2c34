import { moneyOfFen } from '../../core/money'
import type { EtaxWithholdingTable } from './tables'
import type { BonusMethod, Declaration } from './types'

const amount = (fen: number) => moneyOfFen(fen).toFixed(2)

/** One recorded month of one person as the pages show it; moneyOf as decimal strings. */
export const recordView = (row: EtaxWithholdingTable) => ({
  employeeId: row.employee_id,
  month: row.month,
  runId: row.run_id,
  income: amount(row.income_fen),
  social: amount(row.social_fen),
  special: amount(row.special_fen),
  bonus: amount(row.bonus_fen),
  bonusMethod: row.bonus_method as BonusMethod | null,
  bonusTax: amount(row.bonus_tax_fen),
  /** The month a bonus of the year was taxed on its own, when this month's was therefore added to the wages. */
  bonusSeparateIn: row.bonus_separate_in || null,
  ytdIncome: amount(row.ytd_income_fen),
  ytdBasic: amount(row.ytd_basic_fen),
  ytdSocial: amount(row.ytd_social_fen),
  ytdSpecial: amount(row.ytd_special_fen),
  ytdTaxable: amount(row.ytd_taxable_fen),
  rate: row.rate,
  quickDeduction: amount(row.quick_deduction_fen),
  ytdTax: amount(row.ytd_tax_fen),
  withheldBefore: amount(row.withheld_before_fen),
  tax: amount(row.tax_fen),
})

export type RecordView = ReturnType<typeof recordView>

export const declarationView = (d: Declaration) => ({
  id: d.id,
  year: d.year,
  kind: d.kind,
  startMonth: d.startMonth,
  endMonth: d.endMonth,
  choice: d.choice,
  share: d.share,
  amount: d.amount,
  note: d.note,
})

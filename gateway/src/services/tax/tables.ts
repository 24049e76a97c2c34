// Row types of the income tax service's tables, added to the gateway's Database by declaration merging.
// Months are 'YYYY-MM' text (1–12 integers inside a declaration's year); instants are epoch milliseconds; money is integer fen.

declare module '../../core/db/types' {
  interface Database {
    etax_deduction: EtaxDeductionTable
    etax_bonus_method: EtaxBonusMethodTable
    etax_withholding: EtaxWithholdingTable
    etax_first_income: EtaxFirstIncomeTable
    etax_sixty_thousand: EtaxSixtyThousandTable
    etax_opening: EtaxOpeningTable
    etax_opening_audit: EtaxOpeningAuditTable
    etax_labour: EtaxLabourTable
    etax_severance: EtaxSeveranceTable
  }
}

/** One special additional deduction a staff member declared for a year (migration 064). */
export interface EtaxDeductionTable {
  tenant_id: number
  id: number
  employee_id: number
  year: number
  kind: string
  start_month: number
  end_month: number
  choice: string
  share: number
  amount_fen: number
  note: string
  updated_at: number
}

/** A staff member's choice for the year's annual one-off bonus; without a row, 'separate'. */
export interface EtaxBonusMethodTable {
  tenant_id: number
  employee_id: number
  year: number
  method: string
  updated_at: number
}

/** One person's withholding in a locked payroll run (recordMonth). */
export interface EtaxWithholdingTable {
  tenant_id: number
  run_id: number
  employee_id: number
  month: string
  income_fen: number
  social_fen: number
  special_fen: number
  bonus_fen: number
  bonus_method: string | null
  bonus_tax_fen: number
  ytd_income_fen: number
  ytd_basic_fen: number
  ytd_social_fen: number
  ytd_special_fen: number
  ytd_taxable_fen: number
  rate: string
  quick_deduction_fen: number
  ytd_tax_fen: number
  withheld_before_fen: number
  tax_fen: number
  special_detail: string
  /** The month's employee social insurance and housing fund by part, JSON of SocialParts; '' when not given (migration 076). */
  social_detail: string
  /** When this month's bonus was added to the wages because a bonus of the year was taxed on its own before: that month ('YYYY-MM'); else '' (migration 132). */
  bonus_separate_in?: string
  recorded_at: number
}

/** A person HR marked as having had no wage income this year before joining (migration 086). */
export interface EtaxFirstIncomeTable {
  tenant_id: number
  employee_id: number
  year: number
  set_by: number
  set_at: number
}

/** A person HR flagged for a year under the 60,000 rule: their basic deduction counts 60,000 from January (migration 132). */
export interface EtaxSixtyThousandTable {
  tenant_id: number
  employee_id: number
  year: number
  set_by: number
  set_at: number
}

/** A person's figures of a year before the first month the product pays (migration 139). */
export interface EtaxOpeningTable {
  tenant_id: number
  employee_id: number
  year: number
  through_month: number
  income_fen: number
  social_fen: number
  special_fen: number
  other_fen: number
  basic_months: number
  tax_fen: number
  bonus_separate: number
  updated_by: number
  updated_at: number
}

/** One change of an opening balance: imported, edited or deleted, with the figures before and after (JSON, '' for none). */
export interface EtaxOpeningAuditTable {
  tenant_id: number
  id: string
  employee_id: number
  year: number
  action: string
  before: string
  after: string
  user_id: number
  user_name: string
  at: number
}

/** The labour remuneration a locked run paid one person, and its withholding (migration 139). */
export interface EtaxLabourTable {
  tenant_id: number
  run_id: number
  employee_id: number
  month: string
  income_fen: number
  taxable_fen: number
  rate: string
  quick_deduction_fen: number
  tax_fen: number
  recorded_at: number
}

/** The one-off compensation for ending a labour contract a locked run paid one person, and its tax (migration 154). */
export interface EtaxSeveranceTable {
  tenant_id: number
  run_id: number
  employee_id: number
  month: string
  income_fen: number
  /** Up to 3 × the local average annual wage of the previous year: exempt (财税〔2018〕164号 art. 5(1)). */
  exempt_fen: number
  taxable_fen: number
  tax_fen: number
  recorded_at: number
}

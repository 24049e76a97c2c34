import type { ColumnType } from 'kysely'
// Row types of the payroll service's tables, added to the gateway's Database by declaration merging.
// Months are 'YYYY-MM' text; instants are epoch milliseconds; money is integer fen (bigint) or decimal strings in JSON.

declare module '../../core/db/types' {
  interface Database {
    salary_item: SalaryItemTable
    salary_run: SalaryRunTable
    salary_line: SalaryLineTable
    payslip_grant: PayslipGrantTable
    payslip_receipt: PayslipReceiptTable
    payslip_question: PayslipQuestionTable
    salary_bank_layout: SalaryBankLayoutTable
    salary_overtime_rate: SalaryOvertimeRateTable
    salary_group: SalaryGroupTable
    salary_group_member: SalaryGroupMemberTable
    salary_group_item: SalaryGroupItemTable
    salary_profile: SalaryProfileTable
    salary_audit: SalaryAuditTable
    salary_arrears: SalaryArrearsTable
  }
}

/** A salary item of a tenant (migration 060). */
export interface SalaryItemTable {
  tenant_id: number
  id: number
  code: string
  name_zh: string
  name_en: string
  kind: 'earning' | 'deduction' | 'employer'
  source: 'fixed' | 'input' | 'formula'
  formula: string
  taxable: number
  annual_bonus: number
  on_payslip: number
  sort: number
}

/** One month's payroll of one salary group. */
export interface SalaryRunTable {
  tenant_id: number
  id: number
  group_id: number
  month: string
  status: 'draft' | 'calculated' | 'approving' | 'locked' | 'published'
  instance_id: string | null
  headcount: number
  gross_fen: number
  net_fen: number
  tax_fen: number
  employer_fen: number
  created_by: number
  created_at: number
  calculated_at: number | null
  locked_at: number | null
  published_at: number | null
  /** Percent of last month's net pay above which a person's change is highlighted in the review (migration 062). */
  threshold: string
  /** What the run pays (migration 136): the monthly pay, a one-off payment, or a correction of a published run. */
  kind: RunKind
  /** The name HR gave an off-cycle run ('2026 年终奖'); '' for a regular run. */
  name: string
  /** The published run a correction corrects; null for the others. */
  corrects_run_id: number | null
  /** How a correction corrects: 'reverse' (every line negated) or 'people' (chosen people recalculated); '' otherwise. */
  correction: CorrectionMode | ''
}

/** 'regular': the monthly run (one per group and month); 'offCycle': a bonus or one-off payment; 'correction'. */
export type RunKind = 'regular' | 'offCycle' | 'correction'
export type CorrectionMode = 'reverse' | 'people'

/** One person's line of a run. */
export interface SalaryLineTable {
  tenant_id: number
  run_id: number
  employee_id: number
  organ_id: number
  cost_centre: string
  inputs: string
  detail: string
  gross_fen: number
  deduction_fen: number
  social_fen: number
  tax_fen: number
  net_fen: number
  employer_fen: number
  previous_net_fen: number | null
  calculated_at: number | null
  /** JSON MonthTax of the tax service (migration 062), '' before calculation. */
  tax_record: string
}

/** A salary group (migration 061): who is paid together, with which items, on which day. */
export interface SalaryGroupTable {
  tenant_id: number
  id: number
  name: string
  pay_day: number
  updated_at: number
  /** How a joiner or leaver is paid for part of a month (migration 135): see run/proration.ts. */
  proration: ColumnType<Proration, Proration | undefined, Proration>
}

/** How a group pays part of a month: the working days employed (the default) or the calendar days employed. */
export type Proration = 'workingDays' | 'calendarDays'

/** A member of a salary group: a department with its sub-departments, or one person (exactly one is set). */
export interface SalaryGroupMemberTable {
  tenant_id: number
  group_id: number
  organ_id: number | null
  employee_id: number | null
}

/** A salary item a group pays. */
export interface SalaryGroupItemTable {
  tenant_id: number
  group_id: number
  item_id: number
}

/** One row of an employee's salary profile history, in force from its effective month. */
export interface SalaryProfileTable {
  tenant_id: number
  employee_id: number
  effective_month: string
  base_fen: number
  allowances: string
  bank_name: string
  bank_account: string
  cost_centre: string
  reason: string
  changed_by: number
  changed_at: number
  /** 'employee' (wages; the default) or 'labour' (labour remuneration of a non-employee, migration 140). */
  payee_type?: string
}

/** Back pay a regular run pays a person for an earlier, closed month (migration 138). */
export interface SalaryArrearsTable {
  tenant_id: number
  run_id: number
  employee_id: number
  /** The month paid for, 'YYYY-MM'. */
  month: string
  /** Positive back pay, negative a recovery (fen). */
  amount_fen: number
  /** JSON Record<item code, decimal string>: each item's difference paid for the month. */
  items: string
  created_at: number
}

/** One change of payroll data: who, when, what, why. */
export interface SalaryAuditTable {
  tenant_id: number
  id: string
  run_id: number | null
  employee_id: number | null
  user_id: number
  user_name: string
  action: string
  reason: string
  detail: string
  at: number
}

/** A view grant: a password or code check of one session, good for a few minutes (migration 066). */
export interface PayslipGrantTable {
  tenant_id: number
  grant_hash: string
  session_hash: string
  user_id: number
  expires_at: number
}

/** What one person did with their payslip of a run (migration 066). */
export interface PayslipReceiptTable {
  tenant_id: number
  run_id: number
  employee_id: number
  first_viewed_at: number | null
  confirmed_at: number | null
}

/** A question a person raised about their payslip of a run, and payroll's answer (migration 066). */
export interface PayslipQuestionTable {
  tenant_id: number
  id: number
  run_id: number
  employee_id: number
  asked_by: number
  question: string
  asked_at: number
  answer: string | null
  answered_by: number | null
  answered_at: number | null
}

/** The tenant's layout of the bank transfer file (migration 067). */
export interface SalaryBankLayoutTable {
  tenant_id: number
  columns: string
  header: number
  separator: string
  encoding: string
  currency: string
  purpose: string
  updated_by: number
  updated_at: number
}

/** A tenant's overtime rates in percent of the hourly wage, by the class of the day worked (migration 129; none: 150 / 200 / 300). */
export interface SalaryOvertimeRateTable {
  tenant_id: number
  workday_pct: number
  rest_day_pct: number
  statutory_pct: number
  /** Untaken annual leave pay in percent of the daily wage, on top of the month's wage (migration 134; 200 unset). */
  leave_payout_pct: ColumnType<number, number | undefined, number>
  updated_by: number
  updated_at: number
}

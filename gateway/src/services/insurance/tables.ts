// Row types of the insurance service's tables, added to the gateway's Database by declaration merging.
// Months are 'YYYY-MM' text; instants are epoch milliseconds; money is integer fen; rates are decimal strings ('0.08').

declare module '../../core/db/types' {
  interface Database {
    insurance_scheme: InsuranceSchemeTable
    insurance_scheme_version: InsuranceSchemeVersionTable
    insurance_rate: InsuranceRateTable
    insurance_base: InsuranceBaseTable
  }
}

/** A social insurance and housing fund scheme of a tenant, usually one per city (migration 063). */
export interface InsuranceSchemeTable {
  tenant_id: number
  id: number
  name: string
  city: string
  created_at: number
}

/** The scheme's rules from one month on, until a later version takes over. */
export interface InsuranceSchemeVersionTable {
  tenant_id: number
  scheme_id: number
  effective_month: string
  /** How the housing fund's shares are rounded: to the fen or to the whole yuan (a local rule). */
  housing_rounding: 'fen' | 'yuan'
  saved_by: number
  saved_at: number
}

/** One kind's base limits and rates in a version of a scheme. */
export interface InsuranceRateTable {
  tenant_id: number
  scheme_id: number
  effective_month: string
  /** An InsuranceKind: 'pension', 'medical', 'unemployment', 'injury', 'maternity' or 'housingFund'. */
  kind: string
  base_lower_fen: number
  base_upper_fen: number
  employee_rate: string
  employer_rate: string
}

/** An employee's scheme and contribution base from one month on, until a later change. */
export interface InsuranceBaseTable {
  tenant_id: number
  employee_id: number
  effective_month: string
  scheme_id: number
  base_fen: number
  saved_by: number
  saved_at: number
}

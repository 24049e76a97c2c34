// The voucher accounts' row type, added to the gateway's Database by declaration merging (beside the payroll service's
// other tables in ../tables.ts).

declare module '../../../core/db/types' {
  interface Database {
    salary_voucher_account: SalaryVoucherAccountTable
  }
}

/** A tenant's account of one voucher entry, where it differs from the default chart (migration 141). */
export interface SalaryVoucherAccountTable {
  tenant_id: number
  /** 'expense', 'net', 'tax', 'employeeInsurance', 'employerPayable', or 'item:<item code>'. */
  entry: string
  code: string
  name: string
  updated_by: number
  updated_at: number
}

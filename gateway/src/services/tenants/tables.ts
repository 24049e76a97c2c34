// Row types of the tum service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    company_registration: CompanyRegistrationTable
  }
}

/** How a self-registered company came (register's query-string extras) and its first administrator. */
export interface CompanyRegistrationTable {
  company_id: number
  name_key: string
  admin_user_id: number
  source: string
  invite_code: string
  brand: string
  ip: string
  created_at: number
}

// Row types of the vendor service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    supplier: SupplierTable
  }
}

export interface SupplierTable {
  id: number
  tenant_id: number
  name: string
  category: string
  contact: string
  phone: string
  rating: number
}

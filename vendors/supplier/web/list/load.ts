import type { SupplierStatus } from '../../shared/names'
import { call } from '../api/client'
import { readSuppliers } from '../api/read'
import type { Supplier } from '../api/types'

/** The tenant's suppliers matching `keyword` and `status` (empty: all). */
export async function loadSuppliers(keyword: string, status: SupplierStatus | ''): Promise<Supplier[]> {
  return readSuppliers(
    await call('/suppliers/list', { ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) }),
  )
}

import { call } from '../api/client'
import { readDetail } from '../api/read'
import type { SupplierDetail } from '../api/types'

/** A supplier with its documents and evaluations. */
export async function loadDetail(id: number): Promise<SupplierDetail> {
  return readDetail(await call('/suppliers/detail', { id }))
}

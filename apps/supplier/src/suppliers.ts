import type { VendorApi } from '@hr-portal/bridge/vendor'

export interface Supplier {
  id: number
  name: string
  category: string
  contact: string
  phone: string
  rating: number
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The backend's rows, checked: a row without a numeric id and a name is dropped. */
export function readSuppliers(value: unknown): Supplier[] {
  const rows = (value as { rows?: unknown } | null)?.rows
  if (!Array.isArray(rows)) throw new Error('the supplier list is not in the expected shape')
  return rows
    .filter((row): row is Record<string, unknown> =>
      typeof row === 'object' && row !== null && typeof row.id === 'number' && typeof row.name === 'string')
    .map((row) => ({
      id: row.id as number,
      name: row.name as string,
      category: text(row.category),
      contact: text(row.contact),
      phone: text(row.phone),
      rating: typeof row.rating === 'number' ? row.rating : 0,
    }))
}

/** Suppliers of the user's tenant whose name contains `keyword`. */
export async function loadSuppliers(api: VendorApi, keyword: string): Promise<Supplier[]> {
  return readSuppliers(await api('/suppliers', keyword ? { keyword } : {}))
}

import type { VendorApi } from '@hr-portal/bridge/vendor'

export interface Tour {
  id: number
  name: string
  nameEn: string
  price: number
  days: number
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The backend's catalogue, checked: a row without id, name, price and days is dropped. */
export function readTours(value: unknown): Tour[] {
  const rows = (value as { rows?: unknown } | null)?.rows
  if (!Array.isArray(rows)) throw new Error('the tour catalogue is not in the expected shape')
  return rows
    .filter((row): row is Record<string, unknown> =>
      typeof row === 'object' && row !== null && isNumber(row.id) && typeof row.name === 'string'
      && isNumber(row.price) && isNumber(row.days))
    .map((row) => ({
      id: row.id as number,
      name: row.name as string,
      nameEn: typeof row.nameEn === 'string' && row.nameEn ? row.nameEn : (row.name as string),
      price: row.price as number,
      days: row.days as number,
    }))
}

export async function loadTours(api: VendorApi): Promise<Tour[]> {
  return readTours(await api('/tours', {}))
}

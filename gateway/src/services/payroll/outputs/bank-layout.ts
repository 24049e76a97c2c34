import type { Db } from '../../../core/db/types'

/** The columns a bank file can have. */
export const BANK_COLUMNS = ['jobNumber', 'name', 'bankName', 'account', 'amount', 'currency', 'purpose'] as const
export type BankColumn = (typeof BANK_COLUMNS)[number]
export const SEPARATORS = [',', ';', '|', '\t'] as const
export const ENCODINGS = ['utf-8', 'gbk'] as const

/** A tenant's bank file layout. `purpose` may hold {month}, replaced by the run's month. */
export interface BankLayout {
  columns: BankColumn[]
  header: boolean
  separator: (typeof SEPARATORS)[number]
  encoding: (typeof ENCODINGS)[number]
  currency: string
  purpose: string
}

export const DEFAULT_LAYOUT: BankLayout = {
  columns: ['jobNumber', 'name', 'account', 'bankName', 'amount', 'currency', 'purpose'],
  header: true,
  separator: ',',
  encoding: 'utf-8',
  currency: 'CNY',
  purpose: '{month}',
}

/** The tenant's layout, or the default when it saved none. */
export async function layoutOf(db: Db, tenantId: number): Promise<BankLayout> {
  const row = await db.selectFrom('salary_bank_layout').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst()
  if (!row) return DEFAULT_LAYOUT
  return {
    columns: (JSON.parse(row.columns) as string[]).filter((c): c is BankColumn =>
      (BANK_COLUMNS as readonly string[]).includes(c),
    ),
    header: row.header === 1,
    separator: row.separator as BankLayout['separator'],
    encoding: row.encoding as BankLayout['encoding'],
    currency: row.currency,
    purpose: row.purpose,
  }
}

export async function saveLayout(
  db: Db,
  tenantId: number,
  layout: BankLayout,
  userId: number,
  now: number,
): Promise<void> {
  const values = {
    columns: JSON.stringify(layout.columns),
    header: layout.header ? 1 : 0,
    separator: layout.separator,
    encoding: layout.encoding,
    currency: layout.currency,
    purpose: layout.purpose,
    updated_by: userId,
    updated_at: now,
  }
  await db
    .insertInto('salary_bank_layout')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
    .execute()
}

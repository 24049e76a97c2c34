import type { Db } from '../../core/db/types'
import { amountOfFen } from '../../core/money'
import type { CategoryLimit } from './policy'
import { DEFAULT_FINANCE_OVER_FEN } from './functions'
import type { ExpenseCategoryTable } from './tables'

/** The categories every tenant starts with (none statutory: a company may rename, disable or add its own). */
export const DEFAULT_CATEGORIES: ReadonlyArray<{ code: string; zh: string; en: string }> = [
  { code: 'travel', zh: '差旅交通', en: 'Travel and transport' },
  { code: 'meals', zh: '餐费', en: 'Meals' },
  { code: 'accommodation', zh: '住宿', en: 'Accommodation' },
  { code: 'office', zh: '办公用品', en: 'Office supplies' },
  { code: 'communication', zh: '通讯费', en: 'Communication' },
  { code: 'training', zh: '培训费', en: 'Training' },
  { code: 'entertainment', zh: '业务招待', en: 'Entertainment' },
  { code: 'other', zh: '其他', en: 'Other' },
]

/** Writes the default categories for a tenant that has none yet (the first time any expense page reads them). */
export async function ensureCategories(db: Db, tenantId: number): Promise<void> {
  const any = await db
    .selectFrom('expense_category')
    .select('code')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst()
  if (any) return
  await db
    .insertInto('expense_category')
    .values(
      DEFAULT_CATEGORIES.map((category, index) => ({
        tenant_id: tenantId,
        code: category.code,
        name_zh: category.zh,
        name_en: category.en,
        enabled: 1,
        built_in: 1,
        sort: index + 1,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** The tenant's categories in their order (the defaults written first when it has none). */
export async function categoriesOf(db: Db, tenantId: number): Promise<ExpenseCategoryTable[]> {
  await ensureCategories(db, tenantId)
  return db
    .selectFrom('expense_category')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('code')
    .execute()
}

/** The tenant's limits as the policy reads them (amounts in yuan), with their ids. */
export async function limitsOf(db: Db, tenantId: number): Promise<Array<CategoryLimit & { id: number }>> {
  const rows = await db
    .selectFrom('expense_limit')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('category_code')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    categoryCode: row.category_code,
    period: row.period,
    amount: amountOfFen(row.amount_fen),
    positionId: row.position_id,
    grade: row.grade,
    action: row.action,
  }))
}

/** The total (fen) over which a claim also goes to finance: the tenant's setting, else 5,000.00. */
export async function financeOverOf(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('expense_setting')
    .select('finance_over_fen')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row ? Number(row.finance_over_fen) : DEFAULT_FINANCE_OVER_FEN
}

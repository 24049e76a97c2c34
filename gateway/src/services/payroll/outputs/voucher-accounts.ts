import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'

/** The entries every voucher has, besides the salary items' own expense accounts ('item:<code>'). */
export const VOUCHER_ENTRIES = ['expense', 'net', 'tax', 'employeeInsurance', 'employerPayable'] as const
export type VoucherEntry = (typeof VOUCHER_ENTRIES)[number]

export interface Account {
  code: string
  name: string
}

/**
 * The defaults, from the Chinese enterprise chart of accounts (企业会计准则应用指南): wages and employer costs are an
 * administrative expense (6602; HR changes a sales item to 6601 销售费用), net pay and the employer's contributions
 * are owed to staff (2211), the tax withheld is a tax payable (2221), the employee's contributions are held for the
 * funds (2241). An item without an account of its own takes `expense`.
 */
const DEFAULTS: Record<VoucherEntry, { code: string; zh: string; en: string }> = {
  expense: { code: '6602', zh: '管理费用', en: 'Administrative expenses' },
  net: { code: '2211', zh: '应付职工薪酬', en: 'Employee benefits payable' },
  tax: { code: '2221', zh: '应交税费—应交个人所得税', en: 'Taxes payable — individual income tax' },
  employeeInsurance: { code: '2241', zh: '其他应付款', en: 'Other payables' },
  employerPayable: { code: '2211', zh: '应付职工薪酬', en: 'Employee benefits payable' },
}

/** The default account of an entry, named in `lang`. */
export const defaultAccount = (entry: VoucherEntry, lang: Lang): Account => ({
  code: DEFAULTS[entry].code,
  name: DEFAULTS[entry][lang],
})

/** A tenant's voucher accounts: each fixed entry's (its own or the default) and the items' own, by item code. */
export interface VoucherAccounts {
  entries: Record<VoucherEntry, Account & { isDefault: boolean }>
  items: Map<string, Account>
}

export async function voucherAccountsOf(db: Db, tenantId: number, lang: Lang): Promise<VoucherAccounts> {
  const rows = await db
    .selectFrom('salary_voucher_account')
    .select(['entry', 'code', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute()
  const saved = new Map(rows.map((row) => [row.entry, { code: row.code, name: row.name }]))
  const entries = Object.fromEntries(
    VOUCHER_ENTRIES.map((entry) => {
      const own = saved.get(entry)
      return [entry, own ? { ...own, isDefault: false } : { ...defaultAccount(entry, lang), isDefault: true }]
    }),
  ) as VoucherAccounts['entries']
  const items = new Map(
    rows
      .filter((row) => row.entry.startsWith('item:'))
      .map((row) => [row.entry.slice(5), { code: row.code, name: row.name }]),
  )
  return { entries, items }
}

/**
 * Replaces the tenant's accounts with the given ones in one transaction: a fixed entry left out returns to its default,
 * an item left out to the expense account.
 */
export async function saveVoucherAccounts(
  db: Db,
  tenantId: number,
  accounts: { entries: Partial<Record<VoucherEntry, Account>>; items: Record<string, Account> },
  userId: number,
  now: number,
): Promise<void> {
  const rows = [
    ...Object.entries(accounts.entries).map(([entry, account]) => ({ entry, ...account })),
    ...Object.entries(accounts.items).map(([code, account]) => ({ entry: `item:${code}`, ...account })),
  ].map((row) => ({
    tenant_id: tenantId,
    entry: row.entry,
    code: row.code.trim(),
    name: row.name.trim(),
    updated_by: userId,
    updated_at: now,
  }))
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('salary_voucher_account').where('tenant_id', '=', tenantId).execute()
    if (rows.length) await trx.insertInto('salary_voucher_account').values(rows).execute()
  })
}

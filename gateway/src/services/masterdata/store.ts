import type { Db } from '../../core/db/types'
import { ensureDictionaries } from './system'

/** A dictionary value as the gateway answers it. */
export interface DictValue {
  code: string
  nameZh: string
  nameEn: string
  sort: number
  enabled: boolean
}

/** A dictionary with its values in their order. */
export interface Dictionary {
  code: string
  nameZh: string
  nameEn: string
  system: boolean
  values: DictValue[]
}

/** The tenant's dictionaries (system ones first added when missing), each with its values in order. */
export async function dictionariesOf(db: Db, tenantId: number, now: number, codes?: string[]): Promise<Dictionary[]> {
  await ensureDictionaries(db, tenantId, now)
  let categories = db.selectFrom('dict_category').selectAll().where('tenant_id', '=', tenantId)
  let items = db.selectFrom('dict_item').selectAll().where('tenant_id', '=', tenantId)
  if (codes) {
    if (!codes.length) return []
    categories = categories.where('code', 'in', codes)
    items = items.where('category', 'in', codes)
  }
  const [categoryRows, itemRows] = await Promise.all([
    categories.orderBy('sort').orderBy('code').execute(),
    items.orderBy('category').orderBy('sort').orderBy('code').execute(),
  ])
  return categoryRows.map((row) => ({
    code: row.code,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    system: row.system === 1,
    values: itemRows
      .filter((item) => item.category === row.code)
      .map((item) => ({
        code: item.code,
        nameZh: item.name_zh,
        nameEn: item.name_en,
        sort: item.sort,
        enabled: item.enabled === 1,
      })),
  }))
}

/** One dictionary of the tenant, or undefined. */
export async function dictionaryOf(
  db: Db,
  tenantId: number,
  now: number,
  code: string,
): Promise<Dictionary | undefined> {
  return (await dictionariesOf(db, tenantId, now, [code]))[0]
}

/** A value's name in a language: the English name falls back to the Chinese one and the other way round. */
export const valueName = (value: { nameZh: string; nameEn: string }, en: boolean): string =>
  en ? value.nameEn || value.nameZh : value.nameZh || value.nameEn

/**
 * The choices of a dictionary-backed field: its enabled values in order, plus `keep` (the value a record holds now)
 * when that value is disabled, so an edit shows it and may leave it unchanged.
 */
export function choicesOf(
  dictionary: Dictionary | undefined,
  en: boolean,
  keep?: string | null,
): Array<{ value: string; label: string; disabled?: true }> {
  const values = dictionary?.values ?? []
  return values
    .filter((v) => v.enabled || v.code === keep)
    .map((v) =>
      v.enabled
        ? { value: v.code, label: valueName(v, en) }
        : { value: v.code, label: valueName(v, en), disabled: true as const },
    )
}

/**
 * Finds the value a person typed (an import cell): by code (case-insensitive) or by either name, among enabled values.
 * Answers the code, or null when nothing matches.
 */
export function matchValue(dictionary: Dictionary | undefined, typed: string): string | null {
  const t = typed.trim().toLowerCase()
  if (!t) return null
  const enabled = (dictionary?.values ?? []).filter((v) => v.enabled)
  const found =
    enabled.find((v) => v.code.toLowerCase() === t) ??
    enabled.find((v) => v.nameZh.toLowerCase() === t || v.nameEn.toLowerCase() === t)
  return found?.code ?? null
}

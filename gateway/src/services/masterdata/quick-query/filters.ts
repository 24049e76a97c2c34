import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { dictionaryOf } from '../store'
import { masterdataError } from '../texts'
import { labelOf, quickListOf, type QuickField } from './lists'
import { organsOf, subtreeOf } from './organs'
import { configuredKeys } from './store'

/** A checked quick filter, as the list's service applies it to its rows. */
export type QuickFilter =
  | { key: string; kind: 'text'; text: string }
  | { key: string; kind: 'select'; value: string }
  /** Days 'YYYY-MM-DD', both included; either end may be open (null), not both. */
  | { key: string; kind: 'dateRange'; from: string | null; to: string | null }
  /** The chosen unit and every unit under it. */
  | { key: string; kind: 'organ'; organIds: number[] }

/**
 * The schema of a list request's quick filters: `{ key: value }` as the list page filled them in, or its JSON text in a
 * form-encoded request; checkQuickFilters checks the rest.
 */
export const QUICK_FILTERS_SCHEMA = { type: ['object', 'string'], maxProperties: 20, maxLength: 4000 }

/** The longest text a text filter takes. */
export const QUICK_TEXT_MAX = 100

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day 'YYYY-MM-DD', or null. */
function dayOf(value: unknown): string | null {
  const match = typeof value === 'string' ? DAY.exec(value.trim()) : null
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? match[0]
    : null
}

/** Whether a value says "no filter": nothing, blank text, or a range with both ends blank. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isBlank)
  if (typeof value === 'object') return Object.values(value).every(isBlank)
  return false
}

interface Caller {
  tenantId: number
  bizTypeId: number
  lang: Lang
  now: number
}

/** The filters as sent: an object, or its JSON text (a form-encoded request: bridge/src/http/form-body.ts). */
function entriesOf(raw: unknown, lang: Lang): Array<[string, unknown]> {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = raw.trim() ? JSON.parse(raw) : {}
    } catch {
      value = null
    }
  }
  if (value === undefined) return []
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw masterdataError(lang, 'badQuick')
  return Object.entries(value)
}

/**
 * The quick filters a list request sent (`{ key: value }`, or its JSON text), checked: each key must be one of the quick
 * filters the tenant offers above this list, and each value must fit its kind (text up to 100 characters, a value of the
 * field's dictionary or choices, days YYYY-MM-DD with the start not after the end — `{ from, to }` or `[from, to]` — a
 * department of the tenant). Blank values are left out. Throws the master data error naming the field in the caller's
 * language.
 */
export async function checkQuickFilters(db: Db, caller: Caller, raw: unknown): Promise<QuickFilter[]> {
  const given = entriesOf(raw, caller.lang).filter(([, value]) => !isBlank(value))
  if (!given.length) return []
  const list = quickListOf(db, caller.bizTypeId)
  if (!list) throw new Error(`checkQuickFilters: no list of biz type ${caller.bizTypeId} was registered`)
  const offered = new Set(await configuredKeys(db, caller))
  const { lang } = caller
  const out: QuickFilter[] = []
  for (const [key, value] of given) {
    const field = list.fields.find((f) => f.key === key)
    if (!field || !offered.has(key)) throw masterdataError(lang, 'notQuickField', { key: key.slice(0, 40) })
    out.push(await checked(db, caller, field, value))
  }
  return out
}

async function checked(db: Db, caller: Caller, field: QuickField, value: unknown): Promise<QuickFilter> {
  const { lang, tenantId } = caller
  const label = labelOf(field, lang === 'en')
  const { key } = field
  if (field.kind === 'text') {
    if (typeof value !== 'string' && typeof value !== 'number')
      throw masterdataError(lang, 'filterText', { label, max: QUICK_TEXT_MAX })
    const text = String(value).trim()
    if (text.length > QUICK_TEXT_MAX) throw masterdataError(lang, 'filterText', { label, max: QUICK_TEXT_MAX })
    return { key, kind: 'text', text }
  }
  if (field.kind === 'select') {
    const wanted = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
    // A value disabled in its dictionary still finds the records that hold it.
    const values = field.dictionary
      ? ((await dictionaryOf(db, tenantId, caller.now, field.dictionary))?.values ?? []).map((v) => v.code)
      : ((await field.choices?.(db, tenantId)) ?? []).map((choice) => choice.value)
    if (!values.includes(wanted))
      throw masterdataError(lang, 'filterChoice', {
        label,
        value: (wanted || JSON.stringify(value) || '').slice(0, 40),
      })
    return { key, kind: 'select', value: wanted }
  }
  if (field.kind === 'dateRange') {
    const [start, end] = Array.isArray(value)
      ? value
      : typeof value === 'object' && value
        ? [(value as { from?: unknown }).from, (value as { to?: unknown }).to]
        : [value, undefined]
    const from = isBlank(start) ? null : dayOf(start)
    const to = isBlank(end) ? null : dayOf(end)
    if ((from === null && !isBlank(start)) || (to === null && !isBlank(end)) || (from && to && from > to))
      throw masterdataError(lang, 'filterDate', { label })
    return { key, kind: 'dateRange', from, to }
  }
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value.trim())
        ? Number(value)
        : NaN
  const organIds = Number.isSafeInteger(id) ? subtreeOf(await organsOf(db, tenantId), id) : []
  if (!organIds.length) throw masterdataError(lang, 'filterOrgan', { label })
  return { key, kind: 'organ', organIds }
}

import type { Kysely } from 'kysely'

// Salary profiles' cost centres become codes of the tenant's cost centre dictionary (services/masterdata, category
// costCentre): a free-text value typed before is replaced by the code of the dictionary value it names (its code in other
// letter case, or its Chinese or English name; a value that is already a code stays). A value that names no value, or
// more than one, stays as it is: the profile shows it until someone picks a value. Each tenant's mapping is reported in
// the payroll audit trail (action costCentreMapping: what became which code, what stayed and on how many rows). Run lines
// of past payrolls keep the text they were calculated with. There is no way back: down leaves the codes.

interface DictValue {
  code: string
  name_zh: string
  name_en: string
  enabled: number
}

const norm = (text: string) => text.trim().toLowerCase()
/** Values named one by one in the report (each up to 40 characters, so the detail stays under its 4000). */
const REPORTED = 15

/** The code a typed value names, or null when it names none or several (enabled values first). */
export function codeFor(typed: string, values: DictValue[]): string | null {
  if (values.some((v) => v.code === typed)) return typed
  const t = norm(typed)
  if (!t) return null
  for (const pool of [values.filter((v) => v.enabled === 1), values]) {
    const byCode = pool.filter((v) => norm(v.code) === t)
    const found = byCode.length ? byCode : pool.filter((v) => norm(v.name_zh) === t || norm(v.name_en) === t)
    if (found.length === 1) return found[0].code
    if (found.length > 1) return null
  }
  return null
}

export async function up(db: Kysely<any>): Promise<void> {
  const used = await db
    .selectFrom('salary_profile')
    .select(['tenant_id', 'cost_centre', (eb) => eb.fn.countAll().as('n')])
    .where('cost_centre', '!=', '')
    .groupBy(['tenant_id', 'cost_centre'])
    .orderBy('tenant_id')
    .orderBy('cost_centre')
    .execute()
  const at = Date.now()
  for (const tenantId of [...new Set(used.map((row) => Number(row.tenant_id)))]) {
    const values: DictValue[] = await db
      .selectFrom('dict_item')
      .select(['code', 'name_zh', 'name_en', 'enabled'])
      .where('tenant_id', '=', tenantId)
      .where('category', '=', 'costCentre')
      .execute()
    const mapped: Array<{ from: string; to: string; rows: number }> = []
    const kept: Array<{ value: string; rows: number }> = []
    for (const row of used.filter((r) => Number(r.tenant_id) === tenantId)) {
      const from = String(row.cost_centre)
      const to = codeFor(from, values)
      if (to === from) continue
      if (to === null) {
        kept.push({ value: from, rows: Number(row.n) })
        continue
      }
      await db
        .updateTable('salary_profile')
        .set({ cost_centre: to })
        .where('tenant_id', '=', tenantId)
        .where('cost_centre', '=', from)
        .execute()
      mapped.push({ from, to, rows: Number(row.n) })
    }
    if (!mapped.length && !kept.length) continue
    await db
      .insertInto('salary_audit')
      .values({
        tenant_id: tenantId,
        id: `${at.toString(16).padStart(12, '0')}-116-cost-centre-codes`,
        run_id: null,
        employee_id: null,
        user_id: 0,
        user_name: 'system',
        action: 'costCentreMapping',
        reason: 'migration 116-cost-centre-codes',
        detail: JSON.stringify({
          mappedValues: mapped.length,
          keptValues: kept.length,
          mapped: mapped.slice(0, REPORTED),
          kept: kept.slice(0, REPORTED),
        }),
        at,
      })
      .execute()
  }
}

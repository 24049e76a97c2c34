import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { insuranceError } from './errors'
import { rulesInForce, type RulesInForce } from './scheme-store'

/** The tenant's scheme and its rules in force in `month`; throws schemeNotFound, or schemeNotInForce before its first version. */
export async function schemeAt(
  db: Db,
  tenantId: number,
  lang: Lang,
  schemeId: number,
  month: string,
): Promise<{ name: string; rules: RulesInForce }> {
  const scheme = await db
    .selectFrom('insurance_scheme')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', schemeId)
    .executeTakeFirst()
  if (!scheme) throw insuranceError(lang, 'schemeNotFound')
  const rules = (await rulesInForce(db, tenantId, month)).get(schemeId)
  if (!rules) {
    const first = await db
      .selectFrom('insurance_scheme_version')
      .select('effective_month')
      .where('tenant_id', '=', tenantId)
      .where('scheme_id', '=', schemeId)
      .orderBy('effective_month')
      .executeTakeFirst()
    throw insuranceError(lang, 'schemeNotInForce', { name: scheme.name, month, first: first?.effective_month ?? '—' })
  }
  return { name: scheme.name, rules }
}

import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { computeLines, lineView, totalFen } from './statement'
import type { RateUnit } from './tables'
import { outsourcingError } from './texts'

/** A provider's statement of a month: the confirmed one as frozen, else computed now from the daily results. */
export async function statementOf(
  db: Db,
  lang: Lang,
  tenantId: number,
  providerId: number,
  month: string,
  now: number,
) {
  const provider = await db
    .selectFrom('outsourcing_provider')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', providerId)
    .executeTakeFirst()
  if (!provider) throw outsourcingError(lang, 'providerNotFound')
  const confirmed = await db
    .selectFrom('outsourcing_statement')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('provider_id', '=', providerId)
    .where('month', '=', month)
    .executeTakeFirst()
  const lines = confirmed
    ? await db
        .selectFrom('outsourcing_statement_line')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('provider_id', '=', providerId)
        .where('month', '=', month)
        .orderBy('line_no')
        .execute()
    : await computeLines(db, tenantId, provider, month, now)
  return {
    provider,
    month,
    lines,
    view: {
      providerId,
      providerName: provider.name,
      month,
      rateUnit: provider.rate_unit as RateUnit,
      confirmed: confirmed !== undefined,
      confirmedAt: confirmed ? Number(confirmed.confirmed_at) : null,
      total: amountOfFen(confirmed ? confirmed.total_fen : totalFen(lines)),
      lines: lines.map(lineView),
    },
  }
}

/** Freezes a provider's finished month: its lines and total stored as they are now; throws confirmed or monthNotOver. */
export async function confirmStatement(
  db: Db,
  lang: Lang,
  tenantId: number,
  providerId: number,
  month: string,
  userId: number,
  now: number,
) {
  if (month >= new Date(now).toISOString().slice(0, 7)) throw outsourcingError(lang, 'monthNotOver')
  const statement = await statementOf(db, lang, tenantId, providerId, month, now)
  if (statement.view.confirmed) throw outsourcingError(lang, 'confirmed', { month })
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('outsourcing_statement')
      .values({
        tenant_id: tenantId,
        provider_id: providerId,
        month,
        total_fen: totalFen(statement.lines),
        confirmed_by: userId,
        confirmed_at: now,
      })
      .execute()
    const rows = statement.lines.map((line) => ({ ...line, tenant_id: tenantId, provider_id: providerId, month }))
    for (let i = 0; i < rows.length; i += 300)
      await trx
        .insertInto('outsourcing_statement_line')
        .values(rows.slice(i, i + 300))
        .execute()
  })
  return statementOf(db, lang, tenantId, providerId, month, now)
}

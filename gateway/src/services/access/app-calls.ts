import { sql } from 'kysely'
import type { Db } from '../../core/db/types'

const DAY = 24 * 60 * 60 * 1000

/** An installation: one app in one tenant. */
export interface Installation {
  tenantId: number
  appCode: string
}

/** The vendor API calls of one installation on one UTC day (epoch day number), allowed and refused. */
export interface AppCallDay {
  tenantId: number
  appCode: string
  day: number
  calls: number
  errors: number
}

/** One refused vendor API call as the audit recorded it. */
export interface AppCallError {
  at: number
  tenantId: number
  appCode: string
  method: string
  scope: string
  reason: string
}

/** Vendor backend calls are audited under methods `api.<route>` (services/vendorapi/audit.ts). */
const API_METHODS = 'api.%'

const ofInstallations = (installations: readonly Installation[]) =>
  installations.map(({ tenantId, appCode }) => sql<boolean>`(tenant_id = ${tenantId} and app = ${appCode})`)

/**
 * The vendor API calls these installations made since `since` (epoch ms), counted per installation and UTC day,
 * with the refused ones apart, and the latest 20 refusals: what the tenant's audit holds of its vendor's backend.
 */
export async function appCallsOf(
  db: Db,
  installations: readonly Installation[],
  since: number,
): Promise<{ days: AppCallDay[]; errors: AppCallError[] }> {
  if (!installations.length) return { days: [], errors: [] }
  const which = sql.join(ofInstallations(installations), sql` or `)
  // A literal, not a parameter: PostgreSQL matches the grouped expression to the selected one by its text.
  const day = sql<number>`floor(at / ${sql.lit(DAY)})`
  const counted = await db
    .selectFrom('bridge_audit')
    .select((eb) => [
      'tenant_id',
      'app',
      day.as('day'),
      eb.fn.countAll<number>().as('calls'),
      sql<number>`sum(case when decision = 'deny' then 1 else 0 end)`.as('errors'),
    ])
    .where('method', 'like', API_METHODS)
    .where('at', '>=', since)
    .where(sql<boolean>`(${which})`)
    .groupBy(['tenant_id', 'app', day])
    .execute()
  const refused = await db
    .selectFrom('bridge_audit')
    .select(['at', 'tenant_id', 'app', 'method', 'capability', 'reason'])
    .where('method', 'like', API_METHODS)
    .where('decision', '=', 'deny')
    .where('at', '>=', since)
    .where(sql<boolean>`(${which})`)
    .orderBy('at', 'desc')
    .limit(20)
    .execute()
  return {
    days: counted
      .map((row) => ({
        tenantId: row.tenant_id,
        appCode: row.app,
        day: Number(row.day),
        calls: Number(row.calls),
        errors: Number(row.errors),
      }))
      .sort((a, b) => b.day - a.day || a.appCode.localeCompare(b.appCode) || a.tenantId - b.tenantId),
    errors: refused.map((row) => ({
      at: Number(row.at),
      tenantId: row.tenant_id,
      appCode: row.app,
      method: row.method,
      scope: row.capability,
      reason: row.reason,
    })),
  }
}

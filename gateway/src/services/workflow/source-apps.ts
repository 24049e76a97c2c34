import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely'
import type { Database, Db } from '../../core/db/types'
import type { WorkflowInstance } from './types'

/** The business ids of a business type's requests that one of `apps` started (a query selecting `biz_id`). */
export type AppRequestIds = (db: Db, tenantId: number, apps: string[]) => SelectQueryBuilder<Database, any, { biz_id: string | null }>

const sources = new Map<string, AppRequestIds>()

/**
 * Registers the business type whose requests apps start (once, at module load), and how to find which app started
 * each: requests of an app the session's brand hides are left out of the approval centre and cannot be seen or decided.
 * @example registerAppRequests('appRequest', (db, tenantId, apps) => db.selectFrom('vendor_api_approval').select('biz_id').where('tenant_id', '=', tenantId).where('app_code', 'in', apps))
 */
export function registerAppRequests(bizType: string, ids: AppRequestIds): void {
  sources.set(bizType, ids)
}

/** A filter for wf_instance rows: none started by a hidden app. */
export function notFromHiddenApps(db: Db, tenantId: number, hidden: ReadonlySet<string>) {
  return (eb: ExpressionBuilder<Database, 'wf_instance'>) => {
    const apps = [...hidden]
    const conditions = [...sources].map(([bizType, ids]) =>
      eb.not(eb.and([eb('wf_instance.biz_type', '=', bizType), eb('wf_instance.biz_id', 'in', ids(db, tenantId, apps))])))
    return eb.and(conditions)
  }
}

/** Whether a hidden app started the request. */
export async function fromHiddenApp(db: Db, tenantId: number, instance: WorkflowInstance, hidden: ReadonlySet<string>): Promise<boolean> {
  const ids = sources.get(instance.bizType)
  if (!ids || hidden.size === 0) return false
  const row = await db.selectFrom(ids(db, tenantId, [...hidden]).as('hidden_request')).select('biz_id')
    .where('biz_id', '=', instance.bizId).executeTakeFirst()
  return row !== undefined
}

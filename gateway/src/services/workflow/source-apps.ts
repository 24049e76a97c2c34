import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely'
import type { Database, Db } from '../../core/db/types'
import { handle, hookOf, wiringOf, type Handler } from '../../core/service'
import type { WorkflowInstance } from './types'

/** The business ids of a business type's requests that one of `apps` started (a query selecting `biz_id`). */
export type AppRequestIds = (
  db: Db,
  tenantId: number,
  apps: string[],
) => SelectQueryBuilder<Database, any, { biz_id: string | null }>

/** The business types whose requests apps start, handed in the starting service's `handlers` (see appRequests). */
export const APP_REQUESTS = hookOf<{ bizType: string; ids: AppRequestIds }>('workflow.appRequests')

/**
 * A business type whose requests apps start, and how to find which app started each, for the starting service's
 * `handlers`: requests of an app the session's brand hides are left out of the approval centre and cannot be seen or decided.
 * @example appRequests('appRequest', (db, tenantId, apps) => db.selectFrom('vendor_api_approval').select('biz_id').where('tenant_id', '=', tenantId).where('app_code', 'in', apps))
 */
export const appRequests = (bizType: string, ids: AppRequestIds): Handler => handle(APP_REQUESTS, { bizType, ids })

const sourcesOf = (db: Db) => wiringOf(db).all(APP_REQUESTS)

/** A filter for wf_instance rows: none started by a hidden app. */
export function notFromHiddenApps(db: Db, tenantId: number, hidden: ReadonlySet<string>) {
  return (eb: ExpressionBuilder<Database, 'wf_instance'>) => {
    const apps = [...hidden]
    const conditions = sourcesOf(db).map(({ bizType, ids }) =>
      eb.not(
        eb.and([eb('wf_instance.biz_type', '=', bizType), eb('wf_instance.biz_id', 'in', ids(db, tenantId, apps))]),
      ),
    )
    return eb.and(conditions)
  }
}

/** Whether a hidden app started the request. */
export async function fromHiddenApp(
  db: Db,
  tenantId: number,
  instance: WorkflowInstance,
  hidden: ReadonlySet<string>,
): Promise<boolean> {
  const ids = sourcesOf(db).find((source) => source.bizType === instance.bizType)?.ids
  if (!ids || hidden.size === 0) return false
  const row = await db
    .selectFrom(ids(db, tenantId, [...hidden]).as('hidden_request'))
    .select('biz_id')
    .where('biz_id', '=', instance.bizId)
    .executeTakeFirst()
  return row !== undefined
}

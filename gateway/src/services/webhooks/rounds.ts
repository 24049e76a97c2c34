import type { Db } from '../../core/db/types'
import { handle } from '../../core/service'
import { PSEUDONYM_ROUND } from '../accounts'

/** The round of an app's pseudonymous ids in a tenant (0 until a reinstall started a new one). */
export async function idRound(db: Db, tenantId: number, appCode: string): Promise<number> {
  const row = await db
    .selectFrom('app_id_round')
    .select('round')
    .where('tenant_id', '=', tenantId)
    .where('app_code', '=', appCode)
    .executeTakeFirst()
  return row?.round ?? 0
}

/**
 * At an install of an app the tenant uninstalled before: new pseudonymous ids (the vendor cannot link the new
 * installation's people to the data it was asked to delete), unless the administrator kept them on the last deletion.
 */
export async function roundAtInstall(db: Db, tenantId: number, appCode: string): Promise<void> {
  const last = await db
    .selectFrom('app_data_deletion')
    .select('keep_ids')
    .where('tenant_id', '=', tenantId)
    .where('app_code', '=', appCode)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!last || last.keep_ids) return
  const round = (await idRound(db, tenantId, appCode)) + 1
  await db
    .insertInto('app_id_round')
    .values({ tenant_id: tenantId, app_code: appCode, round })
    .onConflict((oc) => oc.columns(['tenant_id', 'app_code']).doUpdateSet({ round }))
    .execute()
}

/** Answers the accounts service which round of ids an app has. */
export const roundOfIds = handle(PSEUDONYM_ROUND, idRound)

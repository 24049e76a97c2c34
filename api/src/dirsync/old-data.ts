import { route } from '../route'
import { objectBody, record, str } from '../schema'
import { DIRSYNC } from './codes'
import { TENANT } from './connectors'
import { plan } from './syncs'

/**
 * The older product's data (§7 oldData check and sync; function 100901): its directory export read through the same
 * matching, rules and log as the platforms.
 */
export const oldData = {
  check: route({
    method: 'POST',
    path: '/ums/web/wechat/oldData/check',
    body: objectBody({}),
    result: plan,
    errors: [DIRSYNC.notConfigured],
    tenant: TENANT,
    summary: "What syncing the older product's export would do, written nowhere.",
  }),
  sync: route({
    method: 'POST',
    path: '/ums/web/wechat/oldData/sync',
    body: objectBody({}),
    result: record({ runId: str() }),
    errors: [DIRSYNC.notConfigured, DIRSYNC.syncRunning],
    tenant: TENANT,
    summary: "Applies the older product's export as a logged run, audited.",
  }),
}

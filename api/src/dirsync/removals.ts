import { route } from '../route'
import { int, integer, objectBody, record, str } from '../schema'
import { DIRSYNC } from './codes'
import { RUN_BODY } from './syncs'

const TENANT =
  "the session tenant's waiting runs and limit only (services/dirsync/removal-guard.test.ts: tenant 2 cannot confirm or cancel tenant 1's)"

/** How many people one sync may offboard before an administrator confirms: this many, or this per cent of the staff. */
export const removalLimit = record({ people: integer(), percent: integer() })
/** A waiting run confirmed or cancelled, with how many people it listed. */
const decided = record({ runId: str(), people: integer() })

/**
 * A sync that would offboard many people waits for an administrator (function 100901): confirm it (it goes on) or
 * cancel it (nobody is offboarded), both audited; and the tenant's limit that makes a sync wait (read with 1009).
 */
export const removals = {
  confirm: route({
    method: 'POST',
    path: '/ums/web/wechat/sync/confirm',
    body: RUN_BODY,
    result: decided,
    errors: [DIRSYNC.runNotFound, DIRSYNC.notWaiting, DIRSYNC.notConfigured, DIRSYNC.syncRunning],
    tenant: TENANT,
    summary: 'A waiting run goes on and offboards the people it listed, audited.',
  }),
  cancel: route({
    method: 'POST',
    path: '/ums/web/wechat/sync/cancel',
    body: RUN_BODY,
    result: decided,
    errors: [DIRSYNC.runNotFound, DIRSYNC.notWaiting],
    tenant: TENANT,
    summary: 'A waiting run ends; nobody it listed is offboarded, audited.',
  }),
  limit: route({
    method: 'POST',
    path: '/ums/web/wechat/removalLimit/get',
    body: objectBody({}),
    result: record({ people: integer(), percent: integer(), staff: integer() }),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's offboarding limit and its staff on the job.",
  }),
  saveLimit: route({
    method: 'POST',
    path: '/ums/web/wechat/removalLimit/save',
    body: objectBody({ people: int(1, 1_000_000), percent: int(1, 100) }, ['people', 'percent']),
    result: removalLimit,
    errors: [],
    tenant: TENANT,
    summary: "Sets the tenant's offboarding limit, audited.",
  }),
}

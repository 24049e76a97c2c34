import { callbacks } from './callbacks'
import { connectors } from './connectors'
import { oldData } from './old-data'
import { removals } from './removals'
import { suite } from './suite'
import { syncs } from './syncs'

/** Directory sync from the messaging platforms (gateway services/dirsync, §7 /ums/web/wechat): its routes by area. */
export const dirsync = { connectors, syncs, removals, oldData, suite, callbacks }

export { connector, installedApp, rules, PLATFORMS, SYNC_FIELDS } from './connectors'
export { fieldChange, step, plan, counts, run, runRecord, RESULTS, RUN_STATUSES, SOURCES, TRIGGERS } from './syncs'
export { removalLimit } from './removals'
export { suiteAuth, SUITE_STATUSES } from './suite'
export { DIRSYNC } from './codes'

// The gateway's own leave rollover code path, bundled for tests/bench/leave-rollover.mjs (packages stay external).
export { openDatabase } from '../../../gateway/src/core/db/database'
export { wireGateway } from '../../../gateway/src/service-list'
export { migrateToLatest } from '../../../gateway/src/core/db/migrate'
export { allMigrations } from '../../../gateway/src/services/migrations'
export { seedIfEmpty } from '../../../gateway/src/seed/seed'
export { rollOver, writeLeaveTypes } from '../../../gateway/src/services/leave'
export { post } from '../../../gateway/src/services/leave/entitlement/ledger'

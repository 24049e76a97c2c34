// The gateway's own attendance code path, bundled for tests/bench/attendance-month.mjs (packages stay external).
export { openDatabase } from '../../../gateway/src/core/db/database'
export { wireGateway } from '../../../gateway/src/service-list'
export { migrateToLatest } from '../../../gateway/src/core/db/migrate'
export { allMigrations } from '../../../gateway/src/services/migrations'
export { seedIfEmpty } from '../../../gateway/src/seed/seed'
export { recompute, readResults } from '../../../gateway/src/services/attendance'

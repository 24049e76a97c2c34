// The gateway's own search code path, bundled for tests/bench/search.mjs (packages stay external).
export { openDatabase } from '../../../gateway/src/core/db/database'
export { wireGateway } from '../../../gateway/src/service-list'
export { migrateToLatest } from '../../../gateway/src/core/db/migrate'
export { allMigrations } from '../../../gateway/src/services/migrations'
export { seedIfEmpty } from '../../../gateway/src/seed/seed'
export { generateName } from '../../../gateway/src/seed/names'
export { seededRandom } from '../../../gateway/src/seed/random'
export { accessOf, globalSearch, indexEmployees } from '../../../gateway/src/services/search'

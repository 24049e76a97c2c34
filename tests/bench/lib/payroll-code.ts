// The gateway's own payroll code path, bundled for tests/bench/payroll-month.mjs (packages stay external).
export { openDatabase } from '../../../gateway/src/core/db/database'
export { wireGateway } from '../../../gateway/src/service-list'
export { migrateToLatest } from '../../../gateway/src/core/db/migrate'
export { allMigrations } from '../../../gateway/src/services/migrations'
export { seedIfEmpty } from '../../../gateway/src/seed/seed'
export { lockMonth } from '../../../gateway/src/services/scheduling'
export { calculateRun, lockRun } from '../../../gateway/src/services/payroll'
// Publishing as its route does it (status, trail, the payslip notices queued), from the service's own module.
export { publishRun } from '../../../gateway/src/services/payroll/run/publish'

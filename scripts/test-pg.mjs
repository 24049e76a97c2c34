// `npm run test:pg`: the gateway suite on PostgreSQL when TEST_DATABASE_URL names a server.
// Without one it says so and succeeds, so `npm test` runs on machines without PostgreSQL; CI sets it.
import { spawnSync } from 'node:child_process'

if (!process.env.TEST_DATABASE_URL) {
  console.log('[test:pg] not run: TEST_DATABASE_URL is not set (CI sets it; see docs/development.md)')
  process.exit(0)
}
const run = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.pg.config.ts'], { stdio: 'inherit' })
process.exit(run.status ?? 1)

// `node scripts/e2e.mjs [playwright args]`: the end-to-end suite on the current build, in two runs: the tests that
// share the machine (Playwright's workers side by side: projects `shared`, `desktop` and `untraced`), then the
// timing-sensitive ones alone (project `solo` in playwright.config.ts). Both always run; the exit code is non-zero
// when either failed.
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
let failed = false
for (const projects of [['desktop', 'untraced', 'shared'], ['solo']]) {
  const project = projects.at(-1)
  const started = Date.now()
  const chosen = projects.map((name) => `--project=${name}`)
  const run = spawnSync('npx', ['playwright', 'test', ...chosen, '--pass-with-no-tests', ...args], {
    stdio: 'inherit',
  })
  console.log(
    `[e2e] ${project}: ${run.status === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  if (run.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)

// npm run bench: builds (with the test fixtures), then runs every benchmark against one product
// and one Chromium, prints a table and writes tests/bench/results/<name>.json and summary.json.
// A missed target is shown, never fatal; an error exits non-zero.
//   DIST_DIR=dist-x node build.mjs --with-fixtures && DIST_DIR=dist-x node tests/bench/run.mjs
// Options (after `npm run bench --`):
//   --only a,b          runs only the benchmarks named (see STEPS below)
//   --compare           prints each figure against tests/bench/baseline.json as a ratio (reports, never fails)
//   --update-baseline   writes this run's figures into tests/bench/baseline.json (others there are kept)
// Every run also keeps each measured benchmark's figures in tests/bench/figures.json and rewrites the latest
// figures in tests/bench/README.md from it (lib/figures.mjs); commit them with the change they measure.
import { existsSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { printCells, printTable, rowsOf, writeResult } from './lib/report.mjs'
import { compareRows, comparisonCells, updatedBaseline } from './lib/compare.mjs'
import {
  BENCH_README,
  FIGURES_FILE,
  FIGURES_PART,
  mergedFigures,
  readFigures,
  renderFigures,
  writeFigures,
} from './lib/figures.mjs'
import { writePart } from '../../scripts/docs/markers.mjs'
import { benchGatewayDurability } from './gateway-durability.mjs'
import { benchGatewayLoad } from './gateway-load.mjs'
import { benchDayMix } from './day-mix.mjs'
import { benchMenuBuild } from './menu-build.mjs'
import { benchColdOpen } from './portal-cold.mjs'
import { benchHeapProcesses } from './portal-heap.mjs'
import { benchWarmSwitch } from './portal-warm.mjs'
import { benchUiTable } from './ui-table.mjs'
import { benchPrewarm } from './portal-prewarm.mjs'
import { benchLoginRoute } from './login-route.mjs'
import { benchDashboardHome } from './dashboard-home.mjs'
import { benchSearch } from './search.mjs'
import { benchAttendanceMonth } from './attendance-month.mjs'
import { benchLeaveRollover } from './leave-rollover.mjs'
import { benchPayrollMonth } from './payroll-month.mjs'
import { benchNoticeLatency } from './notice-latency.mjs'
import { benchMixedLoad } from './mixed-load.mjs'
import { benchNoticeStreams } from './notice-streams.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../..')
process.chdir(root) // tests/support/product.ts resolves DIST_DIR from the working directory
const distDir = resolve(root, process.env.DIST_DIR || 'dist')
const resultsDir = join(here, 'results')
const baselineFile = join(here, 'baseline.json')
const LIMIT_MS = 20 * 60_000

// Playwright is loaded only once a benchmark drives a browser (lib/env.mjs, bridge.mjs): loaded, it slowed every
// request a gateway in this process served by about a third (permission mark 20,000 → 13,700 req/s), and the
// benchmarks that serve from this process (gateway load, notice streams) run before the browser ones.

/** Every benchmark in the order run: `portal` ones share one product and one signed-in Chromium. */
const STEPS = [
  { name: 'menu-build', run: () => benchMenuBuild({ root }) },
  { name: 'search', run: () => benchSearch({ root }) },
  { name: 'attendance-month', run: () => benchAttendanceMonth({ root }) },
  { name: 'leave-rollover', run: () => benchLeaveRollover({ root }) },
  { name: 'payroll-month', run: () => benchPayrollMonth({ root }) },
  { name: 'gateway-load', run: () => benchGatewayLoad({ distDir }) },
  { name: 'day-mix', run: () => benchDayMix({ distDir }) },
  { name: 'gateway-durability', run: () => benchGatewayDurability({ distDir }) },
  { name: 'notice-streams', run: () => benchNoticeStreams({ distDir }) },
  { name: 'login-route', portal: benchLoginRoute },
  { name: 'dashboard-home', portal: benchDashboardHome },
  { name: 'warm-switch', portal: benchWarmSwitch },
  { name: 'cold-open', portal: benchColdOpen },
  { name: 'heap-processes', portal: benchHeapProcesses },
  { name: 'ui-table', portal: benchUiTable },
  { name: 'prewarm', portal: benchPrewarm },
  { name: 'notice-latency', portal: benchNoticeLatency },
  // Lighthouse (and Playwright in it) is loaded only when it runs, like the bridge's benchmark.
  { name: 'lighthouse', portal: async (env) => (await import('./lighthouse.mjs')).benchLighthouse(env) },
  { name: 'bridge', run: async () => (await import('./bridge.mjs')).benchBridge({ distDir }) },
  // Only when a PostgreSQL server is named (BENCH_DATABASE_URL or TEST_DATABASE_URL).
  { name: 'mixed-load', run: () => benchMixedLoad({ distDir }) },
]

const { values: flags } = parseArgs({
  options: { only: { type: 'string' }, compare: { type: 'boolean' }, 'update-baseline': { type: 'boolean' } },
})
const only = flags.only
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean)
const unknown = only?.filter((name) => !STEPS.some((step) => step.name === name)) ?? []
if (unknown.length) {
  console.error(
    `bench: no benchmark named ${unknown.join(', ')}; there are: ${STEPS.map((step) => step.name).join(', ')}`,
  )
  process.exit(1)
}
const steps = only ? STEPS.filter((step) => only.includes(step.name)) : STEPS

const watchdog = setTimeout(async () => {
  console.error(`bench: still running after ${LIMIT_MS / 60_000} minutes; giving up`)
  // Lighthouse's Chromium is a process of its own (chrome-launcher): it is stopped, not left running.
  await import('chrome-launcher').then((launcher) => launcher.killAll()).catch(() => {})
  process.exit(2)
}, LIMIT_MS)

if (!existsSync(join(distDir, 'apps/probe-8'))) {
  console.error(`bench: ${distDir} has no probe fixtures; build with: node build.mjs --with-fixtures`)
  process.exit(1)
}

const started = Date.now()
const results = {}
const errors = {}

async function run(name, fn) {
  const t0 = Date.now()
  process.stdout.write(`bench: ${name} … `)
  try {
    const result = await fn()
    if (result === null)
      return console.log('not run (no PostgreSQL server named: BENCH_DATABASE_URL or TEST_DATABASE_URL)')
    results[name] = result
    results[name].seconds = Math.round((Date.now() - t0) / 100) / 10
    writeResult(resultsDir, name, results[name])
    console.log(`${results[name].seconds} s`)
  } catch (error) {
    errors[name] = String(error?.stack ?? error)
    console.log('ERROR')
    console.error(errors[name])
  }
}

// Portal benchmarks share one product and Chromium, started before the first of them and closed after the last.
const lastPortal = steps.findLast((step) => step.portal)
let env = null
try {
  for (const step of steps) {
    if (!step.portal) {
      await run(step.name, step.run)
      continue
    }
    if (!env && !errors.portal) {
      try {
        const { startEnv } = await import('./lib/env.mjs')
        env = await startEnv(root)
      } catch (error) {
        errors.portal = String(error?.stack ?? error)
        console.error(`bench: could not start the product and Chromium\n${errors.portal}`)
      }
    }
    if (env) await run(step.name, () => step.portal(env))
    if (step === lastPortal && env) {
      await env.close()
      env = null
    }
  }
} finally {
  await env?.close()
}

const rows = Object.entries(results).flatMap(([name, result]) => rowsOf(name, result))
const summary = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
  seconds: Math.round((Date.now() - started) / 100) / 10,
  rows,
  errors,
}
writeResult(resultsDir, 'summary', summary)
const figures = mergedFigures(existsSync(FIGURES_FILE) ? readFigures() : null, {
  at: summary.at,
  machine: summary.machine,
  results,
  source: `\`npm run bench${only ? ` -- --only ${only.join(',')}` : ''}\``,
})
writeFigures(figures)
writePart(BENCH_README, FIGURES_PART, renderFigures(figures))
console.log('')
printTable(rows)
console.log(
  `\n${rows.filter((r) => r.pass === false).length} target(s) missed; ${Object.keys(errors).length} error(s); ${summary.seconds} s; results in ${resultsDir}`,
)
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : null
if (flags.compare) {
  console.log(
    `\nAgainst ${baseline ? `the baseline of ${baseline.at} (${baseline.machine?.cpus} cores)` : 'no baseline (tests/bench/baseline.json is missing)'}; within ±10 % counts as the same; a figure measured beside its floor [÷ floor] by its multiple of the floor:\n`,
  )
  const lines = compareRows(rows, baseline)
  printCells(['figure', 'now', 'baseline', 'now ÷ baseline', ''], comparisonCells(lines, rows))
  const worse = lines.filter((line) => line.verdict === 'worse').length
  console.log(
    `\n${worse} figure(s) worse, ${lines.filter((line) => line.verdict === 'better').length} better, ${lines.filter((line) => line.verdict === 'new').length} without a baseline`,
  )
}
if (flags['update-baseline']) {
  writeResult(here, 'baseline', updatedBaseline(baseline, rows, { at: summary.at, machine: summary.machine }))
  console.log(`bench: ${baselineFile} updated with this run's figures`)
}
clearTimeout(watchdog)
process.exit(Object.keys(errors).length ? 1 : 0)

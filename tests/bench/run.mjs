// npm run bench: builds (with the test fixtures), then runs every benchmark against one product
// and one Chromium, prints a table and writes tests/bench/results/<name>.json and summary.json.
// A missed target is shown, never fatal; an error exits non-zero.
//   DIST_DIR=dist-x node build.mjs --with-fixtures && DIST_DIR=dist-x node tests/bench/run.mjs
import { existsSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startEnv } from './lib/env.mjs'
import { printTable, rowsOf, writeResult } from './lib/report.mjs'
import { benchGatewayDurability } from './gateway-durability.mjs'
import { benchGatewayLoad } from './gateway-load.mjs'
import { benchMenuBuild } from './menu-build.mjs'
import { benchColdOpen } from './portal-cold.mjs'
import { benchHeapProcesses } from './portal-heap.mjs'
import { benchWarmSwitch } from './portal-warm.mjs'
import { benchUiTable } from './ui-table.mjs'
import { benchPrewarm } from './portal-prewarm.mjs'
import { benchLoginRoute } from './login-route.mjs'
import { benchSearch } from './search.mjs'
import { benchNoticeLatency } from './notice-latency.mjs'
import { benchNoticeStreams } from './notice-streams.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../..')
process.chdir(root) // tests/support/product.ts resolves DIST_DIR from the working directory
const distDir = resolve(root, process.env.DIST_DIR || 'dist')
const resultsDir = join(here, 'results')
const LIMIT_MS = 11 * 60_000

const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${LIMIT_MS / 60_000} minutes; giving up`)
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
    results[name] = await fn()
    results[name].seconds = Math.round((Date.now() - t0) / 100) / 10
    writeResult(resultsDir, name, results[name])
    console.log(`${results[name].seconds} s`)
  } catch (error) {
    errors[name] = String(error?.stack ?? error)
    console.log('ERROR')
    console.error(errors[name])
  }
}

await run('menu-build', () => benchMenuBuild({ root }))
await run('search', () => benchSearch({ root }))
await run('gateway-load', () => benchGatewayLoad({ distDir }))
await run('gateway-durability', () => benchGatewayDurability({ distDir }))
await run('notice-streams', () => benchNoticeStreams({ distDir }))

let env
try {
  env = await startEnv(root)
} catch (error) {
  errors.portal = String(error?.stack ?? error)
  console.error(`bench: could not start the product and Chromium\n${errors.portal}`)
}
if (env) {
  try {
    await run('login-route', () => benchLoginRoute(env))
    await run('warm-switch', () => benchWarmSwitch(env))
    await run('cold-open', () => benchColdOpen(env))
    await run('heap-processes', () => benchHeapProcesses(env))
    await run('ui-table', () => benchUiTable(env))
    await run('prewarm', () => benchPrewarm(env))
    await run('notice-latency', () => benchNoticeLatency(env))
  } finally {
    await env.close()
  }
}

// The bridge benchmark belongs to another team; it runs when its file is there.
const bridgeFile = join(here, 'bridge.mjs')
if (existsSync(bridgeFile)) {
  await run('bridge', async () => {
    const { benchBridge } = await import(pathToFileURL(bridgeFile).href)
    const result = await benchBridge({ distDir })
    return result && typeof result === 'object' ? result : { value: result }
  })
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
console.log('')
printTable(rows)
console.log(`\n${rows.filter((r) => r.pass === false).length} target(s) missed; ${Object.keys(errors).length} error(s); ${summary.seconds} s; results in ${resultsDir}`)
clearTimeout(watchdog)
process.exit(Object.keys(errors).length ? 1 : 0)

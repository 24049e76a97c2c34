// A working day's mix of requests on the gateway (loopback only, bounded): 60 signed-in sessions of the demo roles
// (the demo accounts several times each, and staff and managers onboarded in the bench's own product), each request
// drawn at random — a session, one of the routes its screens reach by a working day's weights, and its page, size,
// keyword, filters or month (lib/day-mix-draw.cjs) — under autocannon, against a bare Fastify route in the same run;
// then each route alone (its cost per request); on SQLite and, when a server is named (BENCH_DATABASE_URL or
// TEST_DATABASE_URL), on PostgreSQL.
// Settings (environment): BENCH_DAY_MIX_SECONDS (5: the mix measured), BENCH_DAY_MIX_ROUTE_SECONDS (2: each route alone).
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PerformanceObserver } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { signInSessions } from './lib/day-mix-sessions.mjs'
import { benchDatabase } from './lib/pg.mjs'
import { sqliteUse } from './lib/sqlite-use.mjs'

const require = createRequire(import.meta.url)
const { ROUTES, draw, planFor, planOf, sharesOf } = require('./lib/day-mix-draw.cjs')
// autocannon reports p2.5 … p99.999 from this list; the mix is also judged by its p95.
const percentiles = createRequire(require.resolve('autocannon')).resolve('hdr-histogram-percentiles-obj')
if (!require(percentiles).percentiles.includes(95)) require(percentiles).percentiles.push(95)

/** The mix's share of the bare route's throughput, per database, and its p99 (ms). */
const TARGETS = { ratio: { sqlite: 0.3, postgresql: 0.2 }, p99: 20 }
const SECONDS = Number(process.env.BENCH_DAY_MIX_SECONDS || 5)
const ROUTE_SECONDS = Number(process.env.BENCH_DAY_MIX_ROUTE_SECONDS || 2)
const WARM_UP_SECONDS = 1
/** As gateway-load: 10 connections, the client in a worker thread of its own, keeping no bodies, asking as Chromium. */
const CONNECTIONS = 10
const BODILESS_CLIENT = fileURLToPath(new URL('./lib/bodiless-client.cjs', import.meta.url))
const DRAWN_REQUEST = fileURLToPath(new URL('./lib/day-mix-request.cjs', import.meta.url))
const HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' }
/** Requests of the mix sent one by one before the load, each checked for an answer of code 0. */
const CHECKED = 600
/** Requests of each route sent one by one on SQLite with its statements counted and timed (lib/sqlite-use.mjs). */
const WATCHED = 200

function loadFor(seconds, url, requests) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        workers: 1,
        setupClient: BODILESS_CLIENT,
        headers: HEADERS,
        ...(requests ? { requests } : { body: '{}' }),
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: Math.round(result.requests.average),
              p50: result.latency.p50,
              p95: result.latency.p95,
              p99: result.latency.p99,
              non2xx: result.non2xx,
              errors: result.errors + result.timeouts,
              total: result.requests.total,
            }),
    )
  })
}

/** Loads `url` a second, then measures it `seconds`; with `route`, only that route of the plan is drawn. */
async function load(seconds, url, { plan, route } = {}) {
  const requests = plan ? [{ setupRequest: DRAWN_REQUEST }] : undefined
  if (plan) process.env.BENCH_DAY_MIX_PLAN = plan
  if (route) process.env.BENCH_DAY_MIX_ROUTE = route
  else delete process.env.BENCH_DAY_MIX_ROUTE
  await loadFor(WARM_UP_SECONDS, url, requests)
  const collecting = garbageCollection()
  const before = process.threadCpuUsage()
  const measured = await loadFor(seconds, url, requests)
  const used = process.threadCpuUsage(before)
  measured.gcUsPerRequest = Math.round((collecting.stop() * 1000) / measured.total)
  // This thread serves the gateway (the load client has its own): its CPU time per request, little moved by a busy
  // machine as req/s is (SQLite's work counts in it; PostgreSQL's server does not).
  measured.cpuUsPerRequest = Math.round((used.user + used.system) / measured.total)
  return measured
}

/** The time this thread's heap spent collecting garbage from now until `stop()` (ms). */
function garbageCollection() {
  let ms = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) ms += entry.duration
  })
  observer.observe({ entryTypes: ['gc'] })
  return {
    stop: () => {
      for (const entry of observer.takeRecords()) ms += entry.duration
      observer.disconnect()
      return ms
    },
  }
}

async function bare() {
  const app = Fastify()
  app.post('/bare', async () => ({ code: 0, msg: 'success', result: null }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { url: `http://127.0.0.1:${app.server.address().port}/bare`, close: () => app.close() }
}

/** Sends `count` drawn requests one by one; answers the failures (HTTP status or envelope code) by route. */
async function check(origin, plan, count) {
  const failures = {}
  for (let i = 0; i < count; i++) {
    const drawn = draw(plan)
    const response = await fetch(`${origin}/gateway${drawn.path}`, {
      method: 'POST',
      headers: { ...HEADERS, token: drawn.token },
      body: JSON.stringify(drawn.body),
    })
    const answer = response.ok ? await response.json() : { code: `http ${response.status}` }
    if (answer.code !== 0) {
      const key = `${drawn.route}: ${answer.code} ${answer.msg ?? ''}`.trim()
      failures[key] = (failures[key] ?? 0) + 1
    }
  }
  return failures
}

async function mixOn(distDir, databaseUrl, bareRps) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-portal-bench-day-mix-'))
  const { startProduct } = await import(pathToFileURL(join(distDir, 'gateway/main.mjs')).href)
  const product = await startProduct({ port: 0, appsPort: 0, dataDir, distDir, databaseUrl, logLevel: 'silent' })
  const origin = product.urls.shell.replace('localhost', '127.0.0.1')
  try {
    const sessions = await signInSessions({ base: origin, origin: product.urls.shell })
    const plan = planOf(sessions)
    const planFile = join(dataDir, 'day-mix-plan.json')
    writeFileSync(planFile, JSON.stringify(sessions))
    const failures = await check(origin, plan, CHECKED)
    const mix = await load(SECONDS, origin, { plan: planFile })
    mix.ofBare = Math.round((mix.rps / bareRps) * 1000) / 1000
    mix.sessions = sessions.length
    mix.checked = { count: CHECKED, failures }
    const shares = sharesOf(plan)
    const routes = {}
    for (const route of ROUTES) {
      if (routes[route.name]) continue
      const alone = await load(ROUTE_SECONDS, origin, { plan: planFile, route: route.name })
      routes[route.name] = {
        share: Math.round(shares[route.name] * 1000) / 1000,
        ...alone,
        ofBare: Math.round((alone.rps / bareRps) * 1000) / 1000,
        // SQLite runs in this process: its statements a request, in the request path and back to back.
        ...(databaseUrl
          ? {}
          : {
              sqlite: await sqliteUse(async () => {
                await check(origin, planFor(plan, route.name), WATCHED)
                return WATCHED
              }),
            }),
      }
    }
    // The mix's cost per request predicted from the routes alone, against the one measured.
    mix.cpuUsPredicted = Math.round(Object.values(routes).reduce((sum, r) => sum + r.share * r.cpuUsPerRequest, 0))
    return { mix, routes }
  } finally {
    await product.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function rowsOf(result) {
  const rows = [
    {
      figure: 'day mix: bare Fastify route',
      value: `${result.bare.rps} req/s, p50 ${result.bare.p50} / p95 ${result.bare.p95} / p99 ${result.bare.p99} ms`,
      target: null,
      compare: result.bare.rps,
      compareAs: 'req/s',
      better: 'higher',
    },
  ]
  for (const [db, { mix, routes }] of Object.entries(result.databases)) {
    const failed = Object.values(mix.checked.failures).reduce((a, b) => a + b, 0)
    const errors = mix.non2xx + mix.errors + failed
    const least = TARGETS.ratio[db]
    rows.push({
      figure: `day mix ${db}: ${mix.sessions} sessions, ${CONNECTIONS} connections`,
      value: `${mix.rps} req/s, p50 ${mix.p50} / p95 ${mix.p95} / p99 ${mix.p99} ms, ${mix.ofBare}× bare, ${errors} errors (${mix.non2xx} non-2xx, ${mix.errors} socket errors or timeouts, ${failed} of ${mix.checked.count} checked answers not code 0)`,
      target: `≥ ${least}× bare, p99 ≤ ${TARGETS.p99} ms, 0 errors`,
      pass: mix.ofBare >= least && mix.p99 <= TARGETS.p99 && errors === 0,
      compare: mix.rps,
      compareAs: 'req/s',
      better: 'higher',
    })
    rows.push({
      figure: `day mix ${db}: gateway CPU per request, the mix / from the routes alone (bare: ${result.bare.cpuUsPerRequest} µs)`,
      value: `${mix.cpuUsPerRequest} / ${mix.cpuUsPredicted} µs; garbage collection ${mix.gcUsPerRequest} µs a request of the mix`,
      target: null,
    })
    for (const [name, r] of Object.entries(routes)) {
      rows.push({
        figure: `day mix ${db}: ${name}`,
        value: `${Math.round(r.share * 1000) / 10} % of the mix; alone ${r.rps} req/s (${r.ofBare}× bare), ${r.cpuUsPerRequest} µs of CPU a request (${r.gcUsPerRequest} collecting garbage), p99 ${r.p99} ms${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}${r.sqlite ? `; ${r.sqlite.statements} SQLite statements a request, ${r.sqlite.pathUs} µs in the request path (${r.sqlite.warmUs} µs run back to back)` : ''}`,
        target: null,
      })
    }
  }
  return rows
}

export async function benchDayMix({ distDir }) {
  const baseline = await bare()
  const result = { seconds: SECONDS, routeSeconds: ROUTE_SECONDS, connections: CONNECTIONS, databases: {} }
  try {
    result.bare = await load(SECONDS, baseline.url)
    result.databases.sqlite = await mixOn(distDir, null, result.bare.rps)
    const pg = await benchDatabase()
    if (pg) {
      try {
        result.databases.postgresql = await mixOn(distDir, pg.url, result.bare.rps)
      } finally {
        await pg.drop()
      }
    }
  } finally {
    await baseline.close()
  }
  result.rows = rowsOf(result)
  return result
}

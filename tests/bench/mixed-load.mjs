// Mixed load on two gateway processes over one PostgreSQL database (a fresh one, dropped after): 500
// virtual users, round-robin over the processes, sign in (ramped), each holds its notice stream open
// and loops over the menu tree, a staff search, the announcements (list, read, mark read), a leave
// request and its approval by an approver. Latency percentiles and counts per route, and every error
// (HTTP status not 2xx, envelope code not 0, socket errors, timeouts, streams the server ended).
//   npm run bench:load            (builds, then runs this alone; needs TEST_DATABASE_URL or BENCH_DATABASE_URL)
// Settings (environment): BENCH_MIXED_VUS (500), BENCH_MIXED_ACCOUNTS (100: the users share them, 5 each),
// BENCH_MIXED_APPROVERS (10), BENCH_MIXED_RAMP_SECONDS (20: users start evenly over it), BENCH_MIXED_SECONDS (40: the load
// measured, from when every user has signed in),
// BENCH_MIXED_THINK_MS (1000: mean pause between a user's steps, uniform from half to one and a half).
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cpuSecondsOf, startGatewayProcesses } from './lib/gateway-processes.mjs'
import { createClient } from './lib/load-client.mjs'
import { LOAD_PASSWORD, prepareTenant } from './lib/load-setup.mjs'
import { benchDatabase } from './lib/pg.mjs'
import { createRouteStats } from './lib/route-stats.mjs'
import { runVirtualUser } from './lib/virtual-user.mjs'

const setting = (name, fallback) => Number(process.env[name] || fallback)
const ORIGIN = 'http://localhost:4999'

function settings() {
  return {
    vus: setting('BENCH_MIXED_VUS', 500),
    accounts: setting('BENCH_MIXED_ACCOUNTS', 100),
    approvers: setting('BENCH_MIXED_APPROVERS', 10),
    rampSeconds: setting('BENCH_MIXED_RAMP_SECONDS', 20),
    seconds: setting('BENCH_MIXED_SECONDS', 40),
    thinkMs: setting('BENCH_MIXED_THINK_MS', 1000),
    notices: 10,
    processes: 2,
  }
}

const SESSION_ROUTES = new Set(['sign-in', 'notice stream open'])
/** The routes in the order of the report (lib/virtual-user.mjs names them). */
const ROUTES = [
  ...SESSION_ROUTES,
  'menu tree',
  'staff search',
  'announcements list',
  'announcement read',
  'announcement mark read',
  'leave request',
  'leave approval',
]

/**
 * Statistics apart for sign-ins and stream openings (`sessions`), and for the loop's requests by when
 * they started: while users still sign in (`ramp`) or once all have (`steady`, the figures).
 */
function phasedStats() {
  const stats = {
    sessions: createRouteStats(),
    ramp: createRouteStats(),
    steady: createRouteStats(),
    /** performance.now() when every user has signed in. */
    steadyFrom: Infinity,
    ok: (route, ms) => of(route, performance.now() - ms).ok(route, ms),
    error: (route, reason, sample) => of(route, performance.now()).error(route, reason, sample),
  }
  const of = (route, startedAt) =>
    SESSION_ROUTES.has(route) ? stats.sessions : startedAt >= stats.steadyFrom ? stats.steady : stats.ramp
  return stats
}

/** CPU seconds so far of the gateway processes and of this process (the load generator). */
const cpuNow = (processes) => ({
  at: performance.now(),
  gateways: processes.map((p) => cpuSecondsOf(p.child.pid)),
  generator: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
})

/** Cores used between two cpuNow() readings: each gateway's, then the load generator's. */
function coresUsed(from, to) {
  const seconds = (to.at - from.at) / 1000
  const share = (a, b) => (a === null || b === null ? null : Math.round(((b - a) / seconds) * 100) / 100)
  return {
    gateways: from.gateways.map((a, i) => share(a, to.gateways[i])),
    generator: share(from.generator, to.generator),
  }
}

/** Starts the users (evenly over the ramp) and waits for all of them to end after the load. */
async function drive({ processes, names, options, stats }) {
  const bases = processes.map((p) => p.url)
  const { vus, rampSeconds, seconds, thinkMs } = options
  const setupStats = createRouteStats()
  // Each approver signs in on each process once, with a few connections for the users it serves.
  const approvers = []
  for (const userName of names.approvers) {
    for (const [p, base] of bases.entries()) {
      const signIn = createClient({ base, origin: ORIGIN, stats: setupStats })
      const { token } = await signIn
        .post('sign-in', '/uac/account/login', { account: userName, password: LOAD_PASSWORD, tenantId: 1 })
        .finally(signIn.close)
      approvers.push({ client: createClient({ base, origin: ORIGIN, stats, sockets: 8 }), token, process: p })
    }
  }
  const accounts = names.staff.map((userName) => ({ userName, nextLeave: 0 }))
  const keyword = () => names.surnames[Math.floor(Math.random() * names.surnames.length)]
  // The load proper starts once every user has signed in (or a minute after the ramp, whatever signed in
  // by then) and lasts `seconds`.
  let until = Infinity
  let cpuFrom
  let signedIn = 0
  const begin = () => {
    if (until !== Infinity) return
    stats.steadyFrom = performance.now()
    until = stats.steadyFrom + seconds * 1000
    cpuFrom = cpuNow(processes)
  }
  const lateStart = setTimeout(begin, (rampSeconds + 60) * 1000)
  const clock = {
    live: () => performance.now() < until,
    signedIn: () => {
      if (++signedIn === vus) begin()
    },
  }
  const clients = []
  const users = Array.from({ length: vus }, async (_, vu) => {
    await new Promise((r) => setTimeout(r, (rampSeconds * 1000 * vu) / vus))
    const p = vu % bases.length
    const client = createClient({ base: bases[p], origin: ORIGIN, stats })
    clients.push(client)
    const mine = approvers.filter((a) => a.process === p)
    return runVirtualUser({
      client,
      account: accounts[vu % accounts.length],
      password: LOAD_PASSWORD,
      approver: mine[Math.floor(vu / bases.length) % mine.length],
      clock,
      thinkMs,
      keyword,
    })
  })
  const streams = await Promise.all(users)
  clearTimeout(lateStart)
  const cores = coresUsed(cpuFrom, cpuNow(processes))
  const steadySeconds = (performance.now() - stats.steadyFrom) / 1000
  for (const client of [...clients, ...approvers.map((a) => a.client)]) client.close()
  return {
    steadySeconds: Math.round(steadySeconds * 10) / 10,
    cores,
    signedIn: streams.filter(Boolean).length,
    streamsOpened: streams.reduce((n, s) => n + (s?.opened ?? 0), 0),
    noticeEvents: streams.reduce((n, s) => n + (s?.events ?? 0), 0),
  }
}

/** "leave request: timeout 39; sign-in: code 400101 2": errors by route and reason, measured window and ramp together. */
function errorsByRoute(...summaries) {
  const counts = new Map()
  for (const summary of summaries) {
    for (const [route, r] of Object.entries(summary)) {
      for (const [reason, { n }] of Object.entries(r.byReason))
        counts.set(`${route}: ${reason}`, (counts.get(`${route}: ${reason}`) ?? 0) + n)
    }
  }
  return [...counts].map(([what, n]) => `${what} ${n}`).join('; ')
}

function rowsOf(result) {
  const { options, routes, totals } = result
  const tag = `mixed load (${options.vus} users, ${options.processes} processes, PostgreSQL)`
  const rows = ROUTES.filter((route) => routes[route])
    .map((route) => [route, routes[route]])
    .map(([route, r]) => ({
      figure: `${tag}: ${route} p50 / p95 / p99`,
      value: `${r.p50} / ${r.p95} / ${r.p99} ms, ${r.count} answered${r.errors ? `, ${r.errors} errors` : ''}`,
      unit: '',
      target: null,
      compare: r.p95,
      compareAs: 'p95 ms',
      better: 'lower',
    }))
  rows.push(
    {
      figure: `${tag}: requests answered per second`,
      value: totals.perSecond,
      unit: 'req/s',
      target: null,
      better: 'higher',
    },
    {
      figure: `${tag}: errors`,
      value: totals.errors,
      unit: totals.errors ? `(${errorsByRoute(routes, result.ramp)})` : '',
      target: '0',
      pass: totals.errors === 0,
      better: 'lower',
    },
    {
      figure: `${tag}: CPU cores used under load, gateways / load generator`,
      value: `${totals.cores.gateways.join(' + ')} / ${totals.cores.generator}`,
      unit: '',
      target: null,
    },
    {
      figure: `${tag}: notice streams held / events received`,
      value: `${totals.signedIn} of ${options.vus} / ${totals.noticeEvents}`,
      unit: '',
      target: null,
    },
  )
  if (totals.gatewayErrorLines)
    rows.push({
      figure: `${tag}: error lines in the gateways' logs`,
      value: totals.gatewayErrorLines,
      unit: '',
      target: '0',
      pass: false,
    })
  return rows
}

/** Runs the mixed load when a PostgreSQL server is named; answers null otherwise. */
export async function benchMixedLoad({ distDir }) {
  const database = await benchDatabase()
  if (!database) return null
  const options = settings()
  let gateways
  try {
    gateways = await startGatewayProcesses({
      distDir,
      databaseUrl: database.url,
      count: options.processes,
      origin: ORIGIN,
    })
    const names = await prepareTenant({
      bases: gateways.processes.map((p) => p.url),
      origin: ORIGIN,
      accounts: options.accounts,
      approvers: options.approvers,
      notices: options.notices,
    })
    const stats = phasedStats()
    const driven = await drive({ processes: gateways.processes, names, options, stats })
    const ramp = stats.ramp.summary()
    const steady = stats.steady.summary()
    const routes = { ...stats.sessions.summary(), ...steady }
    const answered = Object.values(steady).reduce((n, r) => n + r.count, 0)
    const totals = {
      ...driven,
      answered,
      perSecond: Math.round(answered / driven.steadySeconds),
      errors: [...Object.values(routes), ...Object.values(ramp)].reduce((n, r) => n + r.errors, 0),
      gatewayErrorLines: gateways.processes.reduce((n, p) => n + p.output.errors, 0),
    }
    const logTail = Object.fromEntries(
      gateways.processes.map((p) => [p.name, p.output.errors ? p.output.lines.slice(-10) : []]),
    )
    const result = {
      name: 'mixed-load',
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model },
      options,
      routes,
      ramp,
      totals,
      logTail,
    }
    return { ...result, rows: rowsOf(result) }
  } finally {
    await gateways?.stop()
    await database.drop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchMixedLoad({ distDir: resolve(process.env.DIST_DIR || 'dist') })
  if (!result) {
    console.log('mixed load: no PostgreSQL server named (BENCH_DATABASE_URL or TEST_DATABASE_URL); not run')
    process.exit(0)
  }
  console.log(
    JSON.stringify(
      { options: result.options, totals: result.totals, routes: result.routes, logTail: result.logTail },
      null,
      2,
    ),
  )
}

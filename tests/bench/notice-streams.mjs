// Live notice streams at scale: 10,000 streams open to the built gateway (one signed-in user each, made straight
// in the database), the gateway process's CPU while nothing happens (its own /proc figures), then a tenant-wide
// announcement published through the admin's route and timed to its arrival at every stream. Then the same
// announcement across two gateway processes on one PostgreSQL database (streams split over both, published on
// one), when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. The single process runs on SQLite, the
// default product.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeSignedInUsers } from './lib/bench-users.mjs'
import { cpuPercent } from './lib/process-cpu.mjs'
import { postJson, startGatewayProcess } from './lib/gateway-process.mjs'
import { benchDatabase } from './lib/pg.mjs'
import { openStreams } from './lib/sse-clients.mjs'
import { quantile, round } from './lib/stats.mjs'

const STREAMS = Number(process.env.BENCH_STREAMS || 10_000)
/** One heartbeat period (15 s): the heartbeat to every stream is part of the idle cost. */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS || 15_000)
const SETTLE_MS = 3000
const ARRIVAL_WAIT_MS = 20_000

export const TARGETS = { idleCpuPercent: 5, p95Ms: 1000 }

/** Progress on stderr with BENCH_VERBOSE=1 (the gateway's own stderr too). */
const note = (text) => {
  if (process.env.BENCH_VERBOSE) process.stderr.write(`notice-streams: ${text}\n`)
}

/** This process and the gateway each hold a socket per stream: refuse at once when the file limit cannot take them. */
function checkFileLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'))
  const soft = Number(line?.split(/\s{2,}/)[1])
  if (Number.isFinite(soft) && soft < STREAMS + 1000) {
    throw new Error(
      `notice-streams needs ${STREAMS + 1000} open files per process, the limit is ${soft}: raise it first (ulimit -n ${STREAMS + 5000}) or set BENCH_STREAMS`,
    )
  }
}

/** Publishes a tenant-wide announcement as admin through `gateway`; answers every stream's delay (ms, null when it never came). */
async function announce(gateway, streams, title) {
  const admin = await postJson(gateway, '/uac/account/login', {
    account: 'admin',
    password: 'Admin@12345',
    tenantId: 1,
  })
  if (admin.code !== 0) throw new Error(`admin sign-in failed: ${JSON.stringify(admin)}`)
  streams.expect(title)
  const sent = performance.now()
  const answer = await postJson(
    gateway,
    '/message/web/notice/publish',
    { title, body: `<p>${title}</p>`, audience: { type: 'tenant' } },
    admin.result.token,
  )
  if (answer.code !== 0) throw new Error(`publish failed: ${JSON.stringify(answer)}`)
  note(`${title}: publish answered in ${round(performance.now() - sent, 1)} ms`)
  const end = performance.now() + ARRIVAL_WAIT_MS
  while (streams.arrivals(title).some((at) => at === null) && performance.now() < end)
    await new Promise((resolve) => setTimeout(resolve, 50))
  const got = streams
    .arrivals(title)
    .filter((at) => at !== null)
    .map((at) => at - sent)
  note(
    `${title}: first ${round(Math.min(...got), 1)} ms, median ${round(quantile(got, 0.5), 1)} ms, p95 ${round(quantile(got, 0.95), 1)} ms, last ${round(Math.max(...got), 1)} ms`,
  )
  return (port) => streams.arrivals(title, port).map((at) => (at === null ? null : at - sent))
}

/** p95 of the delays, counting a stream that never got it as infinitely late. */
const p95Of = (delays) =>
  quantile(
    delays.map((d) => d ?? Infinity),
    0.95,
  )
const row = (figure, value, unit, target) => ({
  figure,
  value: Number.isFinite(value) ? round(value, 1) : 'never',
  unit,
  target: `≤ ${target}`,
  pass: value <= target,
  ratio: round(value / target, 2),
})

async function oneProcess(distDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-portal-bench-streams-'))
  const gateway = await startGatewayProcess(distDir, { DATA_DIR: dataDir, DATABASE_URL: '' })
  let streams
  try {
    note('one process started')
    const tokens = await makeSignedInUsers({ dataDir }, STREAMS)
    note('users made')
    const [baseline] = await cpuPercent([gateway.pid], 5000)
    const opening = performance.now()
    streams = await openStreams([gateway.port], tokens)
    const openSeconds = (performance.now() - opening) / 1000
    note(`${streams.size()} streams open in ${round(openSeconds, 1)} s`)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const [idle] = await cpuPercent([gateway.pid], IDLE_MS)
    note(`idle CPU ${round(idle, 2)} %`)
    const delays = (await announce(gateway.gateway, streams, 'Bench one process'))()
    return {
      streams: streams.size(),
      stillOpen: streams.open(),
      openSeconds: round(openSeconds, 1),
      baselineCpu: round(baseline, 2),
      idleCpu: round(idle, 2),
      delays,
    }
  } finally {
    streams?.close()
    await gateway.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function twoProcesses(distDir, database) {
  const scratch = mkdtempSync(join(tmpdir(), 'hr-portal-bench-streams-'))
  const env = (name) => ({ DATA_DIR: join(scratch, name), DATABASE_URL: database.url })
  const a = await startGatewayProcess(distDir, env('a'))
  let b
  let streams
  try {
    b = await startGatewayProcess(distDir, env('b'))
    note('two processes started')
    const tokens = await makeSignedInUsers({ databaseUrl: database.url }, STREAMS)
    streams = await openStreams([a.port, b.port], tokens)
    note(`${streams.size()} streams open over two processes`)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const [idleA, idleB] = await cpuPercent([a.pid, b.pid], 5000)
    const delaysOn = await announce(a.gateway, streams, 'Bench two processes')
    return {
      streams: streams.size(),
      idleCpu: [round(idleA, 2), round(idleB, 2)],
      delays: delaysOn(),
      delaysOnOther: delaysOn(b.port),
    }
  } finally {
    streams?.close()
    await Promise.all([a.stop(), b?.stop()])
    rmSync(scratch, { recursive: true, force: true })
  }
}

export async function benchNoticeStreams({ distDir }) {
  checkFileLimit()
  const one = await oneProcess(distDir)
  const result = {
    name: 'notice-streams',
    description: `${STREAMS} notice streams: idle CPU of the gateway process over ${IDLE_MS / 1000} s, and a tenant-wide announcement's arrival at every stream`,
    oneProcess: {
      ...one,
      p95Ms: round(p95Of(one.delays), 1),
      arrived: one.delays.filter((d) => d !== null).length,
      delays: undefined,
    },
  }
  const rows = [
    row(
      `${STREAMS} idle notice streams, one process: CPU (${IDLE_MS / 1000} s; ${one.baselineCpu} % with none)`,
      one.idleCpu,
      '% of a core',
      TARGETS.idleCpuPercent,
    ),
    row(`tenant-wide announcement → ${STREAMS} streams, one process (p95)`, p95Of(one.delays), 'ms', TARGETS.p95Ms),
  ]
  const database = await benchDatabase()
  if (database) {
    try {
      const two = await twoProcesses(distDir, database)
      result.twoProcesses = {
        ...two,
        p95Ms: round(p95Of(two.delays), 1),
        p95OtherMs: round(p95Of(two.delaysOnOther), 1),
        arrived: two.delays.filter((d) => d !== null).length,
        delays: undefined,
        delaysOnOther: undefined,
      }
      rows.push(
        row(
          `tenant-wide announcement → ${STREAMS} streams over two processes, PostgreSQL (p95; ${result.twoProcesses.p95OtherMs} ms on the other process)`,
          p95Of(two.delays),
          'ms',
          TARGETS.p95Ms,
        ),
      )
    } finally {
      await database.drop()
    }
  } else {
    rows.push({
      figure: `tenant-wide announcement → ${STREAMS} streams over two processes`,
      value: 'not run: no BENCH_DATABASE_URL or TEST_DATABASE_URL',
      unit: '',
      target: `≤ ${TARGETS.p95Ms} ms`,
    })
  }
  result.rows = rows
  return result
}

// Alone: node tests/bench/notice-streams.mjs (after node build.mjs).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib/report.mjs')
  const result = await benchNoticeStreams({ distDir: join(process.cwd(), process.env.DIST_DIR || 'dist') })
  console.log(JSON.stringify({ ...result, rows: undefined }, null, 2))
  printTable(result.rows)
  process.exit(0)
}

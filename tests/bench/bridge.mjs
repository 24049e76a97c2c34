// Bridge benchmark: app → shell round trip through the real built product in Chromium, against a
// raw postMessage round trip between the same two frames in the same run; calls answered per second
// with calls in flight under every limit; and each limit on its own (a method's rate limit, the
// frame's message budget), checked against what bridge/src declares.
//   DIST_DIR=dist-h4 node tests/bench/bridge.mjs     (build first: node build.mjs --with-fixtures)
// Targets: bridge median ≤ 2× raw median; ≥ 10,000 calls/s.
import { chromium } from '@playwright/test'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { measureInProbe } from './bridge-page.mjs'
import { bridgeLimits, checkFrameLimit, checkMethodLimit } from './lib/bridge-limits.mjs'

const here = dirname(fileURLToPath(import.meta.url))
// Same list as tests/support/chromium.ts (TypeScript, not importable from plain Node).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
]
const chromiumPath = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p))

const round = (n) => Math.round(n * 1000) / 1000
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { samples: sorted.length, medianMs: round(at(0.5)), p95Ms: round(at(0.95)), p99Ms: round(at(0.99)) }
}

async function withProduct(distDir, use) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-portal-bench-'))
  const { startProduct } = await import(pathToFileURL(join(distDir, 'gateway/main.mjs')).href)
  const product = await startProduct({ port: 0, appsPort: 0, dataDir, distDir, databaseUrl: null, logLevel: 'silent' })
  try {
    return await use(product.urls)
  } finally {
    await product.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function adminToken(shell) {
  const response = await fetch(`${shell}/gateway/uac/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@12345', tenantId: 1 }),
  })
  const answer = await response.json()
  if (answer.code !== 0) throw new Error(`bench: admin login failed: ${answer.msg}`)
  return answer.result.token
}

/** Runs the benchmark against a build with fixtures in `distDir`; answers (and writes) the results. */
export async function benchBridge({ distDir = process.env.DIST_DIR || 'dist', samples = 300, group = 10 } = {}) {
  const dist = resolve(distDir)
  if (!existsSync(join(dist, 'apps/probe-1/index.html')))
    throw new Error(`bench: ${dist} has no probe fixture; run DIST_DIR=${distDir} node build.mjs --with-fixtures`)
  const limits = await bridgeLimits(resolve(here, '../..'))
  const sizes = {
    inFlight: limits.inFlight,
    methodBurst: limits.method.burst + 100,
    frameBurst: limits.frame.burst + 500,
  }
  const measured = await withProduct(dist, async ({ shell }) => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
    try {
      const page = await browser.newPage()
      await page.goto(`${shell}/portal/probe-1/page-a?token=${await adminToken(shell)}`)
      await page.waitForURL(/\/portal\/probe-1\/page-a$/)
      const appsOrigin = await page.locator('iframe[name="probe-1"]').evaluate((f) => new URL(f.src).origin)
      // The raw baseline's other half: the top page echoes straight back to the probe frame.
      await page.evaluate(
        (origin) =>
          addEventListener('message', (e) => {
            if (e.origin !== origin) return
            if (e.data?.benchEcho !== undefined) e.source.postMessage({ benchEcho: e.data.benchEcho }, origin)
            if (e.data?.benchPort) e.ports[0].onmessage = (m) => e.ports[0].postMessage(m.data)
          }),
        appsOrigin,
      )
      const frame = await (await page.waitForSelector('iframe[name="probe-1"]')).contentFrame()
      await frame.waitForFunction(() => window.probe !== undefined)
      return await frame.evaluate(measureInProbe, { shellOrigin: new URL(shell).origin, group, samples, ...sizes })
    } finally {
      await browser.close()
    }
  })
  const bridge = stats(measured.bridge)
  const raw = stats(measured.raw)
  const port = stats(measured.port)
  const perSecond = (b) => ({
    ...b,
    ms: round(b.ms),
    lastAnswerMs: round(b.lastAnswerMs),
    perSecond: Math.round(b.calls / (b.ms / 1000)),
  })
  const medianRun = (runs) => runs.map((b) => b.perSecond).sort((a, b) => a - b)[Math.floor(runs.length / 2)]
  const bursts = measured.bursts.map(perSecond)
  const rawBursts = measured.rawBursts.map(perSecond)
  const results = {
    at: new Date().toISOString(),
    method: `app → shell connection.call over 5 side-effect-free methods (perm.has, perm.list, env.get, session.getUser, session.getToken), each sample the mean of ${group} sequential calls`,
    bridge,
    raw,
    rawPort: port,
    ratio: {
      median: round(bridge.medianMs / raw.medianMs),
      p99: round(bridge.p99Ms / raw.p99Ms),
      medianVsPort: round(bridge.medianMs / port.medianMs),
    },
    limits,
    callsPerSecond: medianRun(bursts),
    bursts: {
      runs: bursts,
      note: `${sizes.inFlight} calls at once over the 5 methods: within each method's burst and the frame's message budget, so no limit refuses any; callsPerSecond is the median run`,
    },
    rawPerSecond: medianRun(rawBursts),
    rawBursts: rawBursts,
    methodLimit: checkMethodLimit(perSecond(measured.methodLimit), limits.method),
    frameLimit: checkFrameLimit(perSecond(measured.frameLimit), limits.frame),
    targets: { ratioAtMost: 2, callsPerSecondAtLeast: 10_000 },
  }
  const refusedInBursts = bursts.reduce((n, b) => n + Object.values(b.refused).reduce((a, c) => a + c, 0), 0)
  results.pass = {
    ratio: results.ratio.median <= 2,
    callsPerSecond: results.callsPerSecond >= 10_000 && refusedInBursts === 0,
  }
  results.rows = rowsOf(results, refusedInBursts)
  mkdirSync(join(here, 'results'), { recursive: true })
  writeFileSync(join(here, 'results/bridge.json'), `${JSON.stringify(results, null, 2)}\n`)
  return results
}

function rowsOf(r, refusedInBursts) {
  const ms = (s) => `${s.medianMs} / ${s.p95Ms}`
  const { method, frame } = r.limits
  return [
    {
      figure: 'bridge app → shell call, median / p95',
      value: ms(r.bridge),
      unit: 'ms',
      target: null,
      compare: r.bridge.medianMs,
      compareAs: 'median',
      better: 'lower',
    },
    {
      figure: 'raw postMessage round trip, median / p95',
      value: ms(r.raw),
      unit: 'ms',
      target: null,
      compare: r.raw.medianMs,
      compareAs: 'median',
      better: 'lower',
    },
    {
      figure: 'bridge ÷ raw (median)',
      value: r.ratio.median,
      unit: '×',
      target: `≤ ${r.targets.ratioAtMost}`,
      pass: r.pass.ratio,
      better: 'lower',
    },
    {
      figure: `bridge calls per second, ${r.limits.inFlight} at once under every limit (raw postMessage: ${r.rawPerSecond}/s)`,
      value: r.callsPerSecond,
      unit: `/s${refusedInBursts ? ` (${refusedInBursts} refused)` : ''}`,
      target: `≥ ${r.targets.callsPerSecondAtLeast}`,
      pass: r.pass.callsPerSecond,
      better: 'higher',
    },
    {
      figure: `per-method limit (perm.has: ${method.perSecond}/s, burst ${method.burst}), ${r.methodLimit.calls} at once`,
      value: `${r.methodLimit.answered} answered, ${r.methodLimit.refused.rate_limited ?? 0} refused rate_limited${r.methodLimit.otherwise ? `, ${r.methodLimit.otherwise} otherwise` : ''}`,
      unit: '',
      target: `≤ ${method.burst} + refill answered, the rest rate_limited`,
      pass: r.methodLimit.pass,
    },
    {
      figure: `frame message budget (burst ${frame.burst}, ${frame.perSecond}/s), ${r.frameLimit.calls} calls at once`,
      value: `${r.frameLimit.answered} answered, ${r.frameLimit.refused.timeout ?? 0} dropped unread (timeout after ${Math.round(r.frameLimit.ms / 1000)} s)${r.frameLimit.otherwise ? `, ${r.frameLimit.otherwise} otherwise` : ''}`,
      unit: '',
      target: `≤ ${frame.burst} + refill answered, the rest time out`,
      pass: r.frameLimit.pass,
    },
  ]
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchBridge()
  console.log(`bridge round trip: median ${r.bridge.medianMs} ms, p95 ${r.bridge.p95Ms} ms, p99 ${r.bridge.p99Ms} ms`)
  console.log(`raw postMessage:   median ${r.raw.medianMs} ms, p95 ${r.raw.p95Ms} ms, p99 ${r.raw.p99Ms} ms`)
  console.log(
    `raw MessagePort:   median ${r.rawPort.medianMs} ms, p95 ${r.rawPort.p95Ms} ms, p99 ${r.rawPort.p99Ms} ms`,
  )
  console.log(
    `ratio: median ${r.ratio.median}× (target ≤ 2×), p99 ${r.ratio.p99}×; median vs MessagePort ${r.ratio.medianVsPort}×`,
  )
  console.log(
    `calls/s, ${r.limits.inFlight} at once: ${r.callsPerSecond} (median of ${r.bursts.runs.map((b) => b.perSecond).join(', ')}; target ≥ 10,000); raw postMessage ${r.rawPerSecond}/s`,
  )
  for (const row of r.rows.slice(4))
    console.log(`${row.figure}: ${row.value} (${row.pass ? 'as declared' : 'NOT as declared'})`)
  console.log(`→ tests/bench/results/bridge.json`)
}

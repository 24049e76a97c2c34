// Gateway load (loopback only, bounded): sign-in, menu tree, permission-mark check and staff page
// under autocannon (its client in a worker thread, asking as a browser does: Accept-Encoding, keeping no bodies), against
// a bare Fastify route in the same run, on SQLite and, when a server is named (BENCH_DATABASE_URL or
// TEST_DATABASE_URL), on PostgreSQL.
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { benchDatabase } from './lib/pg.mjs'

/** The share of the bare route's throughput each route should reach, per database. */
const RATIO_TARGETS = {
  'menu tree': { sqlite: 0.5, postgresql: 0.3 },
  'permission mark': { sqlite: 0.5, postgresql: 0.3 },
  'staff page': { sqlite: 0.5, postgresql: 0.3 },
}

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 3)
const CONNECTIONS = 10
/**
 * Sign-ins of the one demo account at once: one. A password check counts as a failure until it matches, so a second
 * check of the account under way meanwhile is asked for the captcha (400106) and more connections measure refusals.
 */
const SIGN_IN_CONNECTIONS = 1
/** The load client runs in a thread of its own, so its parsing of the answers is not counted against the server. */
const CLIENT_THREADS = 1
/** The load client keeps no answer bodies: decoding them, not the server, bounded the routes with compressed answers. */
const BODILESS_CLIENT = fileURLToPath(new URL('./lib/bodiless-client.cjs', import.meta.url))
/** What Chromium sends: the gateway answers large shared bodies compressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** Each route is loaded this long before it is measured, so its code runs optimised (as the bare route's does). */
const WARM_UP_SECONDS = 1

async function load(url, options = {}) {
  await loadFor(WARM_UP_SECONDS, url, options)
  return loadFor(SECONDS, url, options)
}

function loadFor(seconds, url, { body = {}, headers = {}, connections = CONNECTIONS } = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration: seconds,
        workers: CLIENT_THREADS,
        setupClient: BODILESS_CLIENT,
        headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
        body: JSON.stringify(body),
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: Math.round(result.requests.average),
              p50: result.latency.p50,
              p99: result.latency.p99,
              non2xx: result.non2xx,
              errors: result.errors + result.timeouts,
              total: result.requests.total,
            }),
    )
  })
}

async function bare() {
  const app = Fastify()
  app.post('/bare', async () => ({ code: 0, msg: 'success', result: null }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { url: `http://127.0.0.1:${app.server.address().port}/bare`, close: () => app.close() }
}

/** A bare Fastify route that sends the given bytes as JSON (in the given encoding): what the route's response alone costs. */
async function bareSending(bytes, encoding) {
  const app = Fastify()
  app.post('/same', async (_request, reply) => {
    if (encoding) reply.header('content-encoding', encoding)
    return reply.type('application/json; charset=utf-8').send(bytes)
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { url: `http://127.0.0.1:${app.server.address().port}/same`, close: () => app.close() }
}

/** The route under load, then a bare route sending the same response body, so the gateway's own cost shows apart from the body's size. */
async function loadWithSameBody(url, options) {
  const { bytes, encoding } = await answerAsSent(url, options)
  const measured = await load(url, options)
  const same = await bareSending(bytes, encoding)
  try {
    measured.bodyBytes = bytes.length
    measured.encoding = encoding
    measured.sameBodyBareRps = (await load(same.url)).rps
  } finally {
    await same.close()
  }
  return measured
}

/** The body a route sends as it goes over the wire (fetch would decompress it), and its encoding. */
function answerAsSent(url, { body = {}, headers = {} }) {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ bytes: Buffer.concat(chunks), encoding: response.headers['content-encoding'] ?? null }),
        )
        response.on('error', reject)
      },
    )
    sent.on('error', reject)
    sent.end(JSON.stringify(body))
  })
}

async function routesOn(distDir, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-portal-bench-load-'))
  const { startProduct } = await import(pathToFileURL(join(distDir, 'gateway/main.mjs')).href)
  const product = await startProduct({ port: 0, appsPort: 0, dataDir, distDir, databaseUrl, logLevel: 'silent' })
  const gateway = `${product.urls.shell.replace('localhost', '127.0.0.1')}/gateway`
  try {
    const signIn = await (
      await fetch(`${gateway}/uac/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: 'Admin@12345', tenantId: 1 }),
      })
    ).json()
    const token = signIn.result.token
    return {
      'sign-in': await load(`${gateway}/uac/account/login`, {
        body: { account: 'admin', password: 'Admin@12345', tenantId: 1 },
        connections: SIGN_IN_CONNECTIONS,
      }),
      'menu tree': await loadWithSameBody(`${gateway}/joyhr/web/elesMenu/menuTreeForPc`, { headers: { token } }),
      'permission mark': await loadWithSameBody(`${gateway}/uac/web/permission/hasPermissionMark`, {
        headers: { token },
      }),
      'staff page': await loadWithSameBody(`${gateway}/ums/web/entryUser/getUserPage`, {
        body: { page: 3, rows: 10 },
        headers: { token },
      }),
    }
  } finally {
    await product.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function benchGatewayLoad({ distDir }) {
  const baseline = await bare()
  const result = { seconds: SECONDS, connections: CONNECTIONS, databases: {} }
  try {
    result.bare = await load(baseline.url)
    result.databases.sqlite = await routesOn(distDir, null)
    const pg = await benchDatabase()
    if (pg) {
      try {
        result.databases.postgresql = await routesOn(distDir, pg.url)
      } finally {
        await pg.drop()
      }
    }
  } finally {
    await baseline.close()
  }
  result.rows = [
    {
      figure: 'bare Fastify route',
      value: `${result.bare.rps} req/s, p99 ${result.bare.p99} ms`,
      target: null,
      compare: result.bare.rps,
      compareAs: 'req/s',
      better: 'higher',
    },
  ]
  for (const [db, routes] of Object.entries(result.databases)) {
    for (const [route, r] of Object.entries(routes)) {
      r.ofBare = Math.round((r.rps / result.bare.rps) * 1000) / 1000
      const least = RATIO_TARGETS[route]?.[db]
      const clean = !r.non2xx && !r.errors
      if (r.sameBodyBareRps) r.ofSameBodyBare = Math.round((r.rps / r.sameBodyBareRps) * 1000) / 1000
      const sameBody =
        r.ofSameBodyBare === undefined
          ? ''
          : `; ${r.ofSameBodyBare}× a bare route sending the same ${(r.bodyBytes / 1024).toFixed(1)} KB${r.encoding ? ` (${r.encoding})` : ''}`
      result.rows.push({
        figure: `${db}: ${route}`,
        value: `${r.rps} req/s, p50 ${r.p50} / p99 ${r.p99} ms, ${r.ofBare}× bare${sameBody}${clean ? '' : `, ${r.non2xx} non-2xx, ${r.errors} errors`}`,
        target: least ? `≥ ${least}× bare, no errors` : null,
        ...(least ? { pass: r.ofBare >= least && clean } : {}),
        compare: r.rps,
        compareAs: 'req/s',
        better: 'higher',
      })
    }
  }
  return result
}

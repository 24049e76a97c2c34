// Global search latency at 100,000 staff in one tenant: the gateway's own
// globalSearch (every kind, 5 results each, a super user's access) on SQLite (FTS5 trigram) and,
// when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL (pg_trgm).
// 240 queries of surnames, name prefixes, whole names, given names, job numbers and misses; then 80 one- and
// two-character Chinese words (pieces of names, departments and posts, and words of leave and attendance).
//   node tests/bench/search.mjs     runs alone and prints its figures
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadGatewayCode } from './lib/gateway-code.mjs'
import { benchDatabase } from './lib/pg.mjs'
import { round, summarise } from './lib/stats.mjs'

const STAFF = 100_000
const BATCH = 500
const QUERIES = 240
const WARMUP = 30
const TARGET_P95_MS = 50
const SHORT_QUERIES = 80
/** Words people look for pages and announcements by. */
const WORDS = ['请假', '年假', '考勤', '假期', '加班', '调休', '假', '勤']

/** 100,000 employees of tenant 1 (names from the seed's generator), inserted in batches in one transaction. */
async function addStaff(code, db, random) {
  const places = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id', 'zhiwei_id'])
    .where('tenant_id', '=', 1)
    .execute()
  const t0 = performance.now()
  await db.transaction().execute(async (trx) => {
    const top = await trx
      .selectFrom('employee')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    let id = Number(top?.id ?? 0)
    for (let done = 0; done < STAFF; done += BATCH) {
      const rows = []
      for (let i = 0; i < BATCH; i++) {
        const place = places[Math.floor(random() * places.length)]
        const n = done + i
        rows.push({
          id: ++id,
          tenant_id: 1,
          organ_id: place.organ_id,
          gangwei_id: place.id,
          zhiwei_id: place.zhiwei_id,
          name: code.generateName(random).name,
          job_number: `E${String(n + 1).padStart(6, '0')}`,
          phone: `139${String(n).padStart(8, '0')}`,
          email: `e${n}@bench.example`,
          gender: n % 2,
          entry_date: 1_600_000_000_000,
          leave_date: null,
          status: 1,
        })
      }
      await trx.insertInto('employee').values(rows).execute()
    }
  })
  return performance.now() - t0
}

const KINDS = [
  'surname',
  'name prefix',
  'whole name',
  'given name',
  'job-number prefix',
  'job number',
  'digits',
  'miss',
]

/** Realistic look-ups: what people type into a staff search, a few of which find nothing. */
function queriesOf(names, random) {
  const any = () => names[Math.floor(random() * names.length)]
  const makers = [
    () => [...any()][0], // a surname
    () => [...any()].slice(0, 2).join(''), // surname + first given character
    () => any(), // a whole name
    () => {
      const c = [...any()]
      return c.length > 2 ? c.slice(1).join('') : c.join('')
    }, // the given name
    () => `E0${String(Math.floor(random() * 1000)).padStart(3, '0')}`, // a job-number prefix
    () => `E${String(1 + Math.floor(random() * STAFF)).padStart(6, '0')}`, // a whole job number
    () =>
      String(1 + Math.floor(random() * STAFF))
        .padStart(6, '0')
        .slice(2), // digits from the middle
    () => ['郑成功', 'zz9', '欧阳峰', 'nobody'][Math.floor(random() * 4)], // misses
  ]
  return Array.from({ length: QUERIES + WARMUP }, (_, i) => ({
    kind: KINDS[i % makers.length],
    text: makers[i % makers.length](),
  }))
}

/** One- and two-character Chinese words: pieces from anywhere in names, department and post names, and WORDS. */
function shortWordsOf(texts, random) {
  const piece = () => {
    const chars = [...texts[Math.floor(random() * texts.length)]]
    const length = random() < 0.5 ? 1 : 2
    const at = Math.floor(random() * Math.max(1, chars.length - length + 1))
    return chars.slice(at, at + length).join('')
  }
  return Array.from({ length: SHORT_QUERIES + WARMUP }, (_, i) =>
    i % 4 === 3 ? WORDS[Math.floor(random() * WORDS.length)] : piece(),
  )
}

/** Times globalSearch over the texts (every kind, 5 results each); the first WARMUP are not counted. */
async function timeQueries(code, db, access, texts) {
  const times = []
  let hits = 0
  for (const [i, text] of texts.entries()) {
    const t = performance.now()
    const groups = await code.globalSearch(db, { tenantId: 1, userId: 1, text, limit: 5, access })
    const ms = performance.now() - t
    if (i < WARMUP) continue
    times.push(ms)
    hits += groups.length ? 1 : 0
  }
  return { times, hits }
}

async function benchEngine(code, engine, target) {
  const db = code.openDatabase(target)
  code.wireGateway(db) // the seed reaches other services through the gateway's wiring
  try {
    await code.migrateToLatest(db, code.allMigrations())
    await code.seedIfEmpty(db)
    const random = code.seededRandom(20261123)
    const insertMs = await addStaff(code, db, random)
    const t1 = performance.now()
    await code.indexEmployees(db, 1)
    const indexMs = performance.now() - t1
    if (engine === 'postgres') await import('kysely').then(({ sql }) => sql`analyze`.execute(db))
    const menus = await db
      .selectFrom('menu')
      .select(['id', 'name_zh', 'link_url', 'app_code', 'source_app', 'type'])
      .execute()
    const items = menus.filter((m) => m.type === 2 && m.link_url)
    const access = code.accessOf(
      items.map((m) => ({ appCode: m.source_app ?? m.app_code, path: m.link_url })),
      new Map(items.map((m) => [String(m.id), m.name_zh])),
    )
    const names = (await db.selectFrom('employee').select('name').where('tenant_id', '=', 1).limit(5000).execute()).map(
      (r) => r.name,
    )
    const queries = queriesOf(names, random)
    const times = []
    const byKind = {}
    let hits = 0
    for (const [i, { kind, text }] of queries.entries()) {
      const t = performance.now()
      const groups = await code.globalSearch(db, { tenantId: 1, userId: 1, text, limit: 5, access })
      const ms = performance.now() - t
      if (i < WARMUP) continue
      times.push(ms)
      ;(byKind[kind] ??= []).push(ms)
      hits += groups.length ? 1 : 0
    }
    const stats = summarise(times)
    const kinds = Object.fromEntries(Object.entries(byKind).map(([kind, values]) => [kind, summarise(values)]))
    const places = [
      ...(await db.selectFrom('organ').select('name').where('tenant_id', '=', 1).execute()),
      ...(await db.selectFrom('gangwei').select('name').where('tenant_id', '=', 1).execute()),
    ].map((r) => r.name)
    const short = await timeQueries(code, db, access, shortWordsOf([...names.slice(0, 500), ...places], random))
    return {
      engine,
      staff: STAFF,
      insertMs: round(insertMs, 0),
      indexMs: round(indexMs, 0),
      queries: times.length,
      withResults: hits,
      ...stats,
      kinds,
      short: { queries: short.times.length, withResults: short.hits, ...summarise(short.times) },
    }
  } finally {
    await db.destroy()
  }
}

export async function benchSearch({ root }) {
  const code = await loadGatewayCode(root, 'search')
  const engines = []
  const dir = mkdtempSync(join(tmpdir(), 'hr-bench-search-'))
  try {
    engines.push(await benchEngine(code, 'sqlite', { databaseUrl: null, dataDir: dir }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const pg = await benchDatabase()
  let pgNote = null
  if (pg) {
    try {
      engines.push(await benchEngine(code, 'postgres', { databaseUrl: pg.url, dataDir: dir }))
    } finally {
      await pg.drop()
    }
  } else {
    pgNote = 'not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server'
  }
  const rows = engines.flatMap((e) => [
    {
      figure: `search ${e.engine}: ${e.staff} staff inserted / indexed`,
      value: `${e.insertMs} ms / ${e.indexMs} ms`,
      unit: '',
      target: null,
      compare: e.indexMs,
      compareAs: 'index ms',
      better: 'lower',
    },
    {
      figure: `search ${e.engine}: median of ${e.queries} queries (${e.withResults} with results)`,
      value: e.median,
      unit: 'ms',
      target: null,
      better: 'lower',
    },
    {
      figure: `search ${e.engine}: p95`,
      value: e.p95,
      unit: 'ms',
      target: `≤ ${TARGET_P95_MS} ms`,
      pass: e.p95 <= TARGET_P95_MS,
      better: 'lower',
    },
    {
      figure: `search ${e.engine}: median of ${e.short.queries} short Chinese words (${e.short.withResults} with results)`,
      value: e.short.median,
      unit: 'ms',
      target: null,
      better: 'lower',
    },
    {
      figure: `search ${e.engine}: short Chinese words p95`,
      value: e.short.p95,
      unit: 'ms',
      target: `≤ ${TARGET_P95_MS} ms`,
      pass: e.short.p95 <= TARGET_P95_MS,
      better: 'lower',
    },
  ])
  if (pgNote) rows.push({ figure: 'search postgres', value: pgNote, unit: '', target: null })
  return {
    name: 'search',
    description: `globalSearch over ${STAFF} staff in one tenant, ${QUERIES} queries per engine`,
    engines,
    rows,
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchSearch({ root: resolve(dirname(fileURLToPath(import.meta.url)), '../..') })
  for (const e of result.engines) {
    for (const [kind, k] of Object.entries(e.kinds))
      console.log(`  ${e.engine} ${kind}: median ${k.median} ms, p95 ${k.p95} ms, max ${k.max} ms`)
    console.log(
      `  ${e.engine} short Chinese words: median ${e.short.median} ms, p95 ${e.short.p95} ms, max ${e.short.max} ms`,
    )
  }
  for (const row of result.rows)
    console.log(
      `${row.figure}: ${row.value}${row.unit ? ` ${row.unit}` : ''}${row.target ? ` (target ${row.target}: ${row.pass ? 'met' : 'MISSED'})` : ''}`,
    )
  process.exit(0)
}

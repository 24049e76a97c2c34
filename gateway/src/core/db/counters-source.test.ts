import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Rules over the gateway's source: attempts are counted only through counters.ts (one statement that answers the new
// count), never read and written back; a budget is spent before the work it bounds (budgets.ts), never checked by
// reading its count and counted after; and a budget under one fixed key is only ever the last resort beside a budget
// per caller (budgets.ts's addressBudgets, address-budget.ts, or a key built from the address, account or destination).

const SOURCE = join(import.meta.dirname, '../..')
const HELPER = 'core/db/counters.ts'

const sources = (readdirSync(SOURCE, { recursive: true }) as string[])
  .filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !file.endsWith('.pg-test.ts') &&
      !/(^|\/)migrations\//.test(file),
  )
  .map((file) => ({ file: relative(SOURCE, join(SOURCE, file)), text: readFileSync(join(SOURCE, file), 'utf8') }))

const COUNTER_CALL = /\b(countUp|spendBudgets?)\(/

/**
 * The only files that read a counter, each for a wait or a signal that no burst can overrun; a limit on a count is
 * spent first instead. A new read of a counter fails the rule until it is one of these.
 */
const READERS: Record<string, string> = {
  'services/message/backoff.ts':
    "the wait between codes to one destination (each send's minute is claimed first, send-limits.ts)",
  'services/message/wrong-codes.ts':
    "a destination's wait after its wrong codes (each code's tries are claimed before the compare)",
  'services/accounts/login-throttle.ts':
    "an account's delay and whether it needs the captcha (each check is claimed first, claimCheck)",
  'services/accounts/address-throttle.ts': 'whether an address or its network needs the captcha (never a refusal)',
  'services/accounts/captcha/risk.ts': "a new challenge's level",
}

/** Writes to the counter tables other than through counters.ts. */
export function counterTableWrites(file: string, text: string): string[] {
  if (file === HELPER) return []
  const built = /\b(insertInto|updateTable|replaceInto|mergeInto)\(\s*['"](attempt_counter|login_failure)['"]/g
  const raw = /\b(insert\s+into|update)\s+"?(attempt_counter|login_failure)\b/gi
  return [...text.matchAll(built), ...text.matchAll(raw)].map((match) => match[0])
}

/** Reads of a counter: a query of a counter table (built or raw), or counters.ts's countNow. */
export function counterReads(file: string, text: string): string[] {
  if (file === HELPER) return []
  const built = /\bselectFrom\(\s*['"](attempt_counter|login_failure)['"]/g
  const raw = /\bselect\b[^;`]*?\bfrom\s+"?(attempt_counter|login_failure)\b/gi
  return [...text.matchAll(built), ...text.matchAll(raw), ...text.matchAll(/\bcountNow\(/g)].map((match) => match[0])
}

/** The names counts of attempts go by (a tree's level or a workflow's round are no such counts). */
const COUNT = '(count|\\w*[fF]ailures|tries|attempts|uses|hits)'

/** Counts written back from a value read before: `count: row.count + 1`, or `const failures = row.failures + 1` then `.set({ failures`. */
export function readThenWrite(text: string): string[] {
  const inline = [...text.matchAll(new RegExp(`\\b${COUNT}:\\s*\\w+(?:\\.\\w+)*\\.\\1\\s*[+-]\\s*\\d+`, 'g'))].map(
    (match) => match[0],
  )
  const named = [
    ...text.matchAll(new RegExp(`\\bconst\\s+${COUNT}\\s*=\\s*\\w+(?:\\.\\w+)*\\.\\1\\s*\\+\\s*\\d+`, 'g')),
  ]
    .filter((match) => new RegExp(`\\.set\\(\\{[^}]*\\b${match[1]}\\b\\s*[,}]`).test(text))
    .map((match) => match[0])
  return [...inline, ...named]
}

/** Fixed keys (`const NAME = 'literal'`) counted in a file that counts nothing per caller. */
export function globalOnlyBudgets(text: string): string[] {
  const fixed = [...text.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*'([^'$]*)'/g)].filter((match) =>
    new RegExp(`\\b(countUp|spendBudgets?)\\([^)]*\\b${match[1]}\\b|\\bkey:\\s*${match[1]}\\b`).test(text),
  )
  const perCaller =
    /\b(spendAddressShare|addressBudgets)\(/.test(text) || /[kK]ey\w*\s*=\s*(?:\([^)]*\)\s*=>\s*)?`[^`]*\$\{/.test(text)
  return perCaller ? [] : fixed.map((match) => `${match[1]} = '${match[2]}'`)
}

describe("the gateway's attempt counters", () => {
  it('are written only by core/db/counters.ts', () => {
    const found = sources.flatMap(({ file, text }) =>
      counterTableWrites(file, text).map((write) => `${file}: ${write}`),
    )
    expect(found).toEqual([])
  })

  it('are never read and written back: a count changes in the statement that answers it', () => {
    const found = sources.flatMap(({ file, text }) => readThenWrite(text).map((write) => `${file}: ${write}`))
    expect(found).toEqual([])
  })

  it('are read only for a wait or a signal: a budget is spent before the work, not checked and counted after', () => {
    const readers = sources
      .filter(({ file, text }) => counterReads(file, text).length > 0)
      .map(({ file }) => file)
      .sort()
    expect(readers).toEqual(Object.keys(READERS).sort())
  })

  it('keep a budget under a fixed key only beside a budget per caller', () => {
    const found = sources
      .filter(({ text }) => COUNTER_CALL.test(text))
      .flatMap(({ file, text }) => globalOnlyBudgets(text).map((key) => `${file}: ${key}`))
    expect(found).toEqual([])
  })
})

describe('the rules find what they are about', () => {
  it('a write to a counter table outside the helper', () => {
    expect(
      counterTableWrites('services/x/limit.ts', "await db.updateTable('attempt_counter').set({ count: 1 })"),
    ).toHaveLength(1)
    expect(
      counterTableWrites('services/x/limit.ts', 'await sql`UPDATE login_failure SET count = 0`.execute(db)'),
    ).toHaveLength(1)
    expect(counterTableWrites(HELPER, "anyDb(db).insertInto('attempt_counter')")).toEqual([])
  })

  it('a count read and written back', () => {
    expect(readThenWrite("await db.updateTable('t').set({ count: row.count + 1 })")).toHaveLength(1)
    expect(
      readThenWrite(
        "const failures = row.failures + 1\nawait db.updateTable('user_totp').set({ failures, locked_until: 0 })",
      ),
    ).toHaveLength(1)
    expect(readThenWrite("await db.updateTable('t').set((eb) => ({ count: eb('count', '+', 1) }))")).toEqual([])
    expect(readThenWrite('const attempts = row.attempts + 1\nawait retry(db, row.id, attempts)')).toEqual([])
    expect(readThenWrite("await db.insertInto('organ').values({ level: parent.level + 1 })")).toEqual([])
  })

  it('a counter read to decide', () => {
    expect(
      counterReads(
        'services/x/limit.ts',
        "const row = await db.selectFrom('attempt_counter').selectAll().where('key', '=', key).executeTakeFirst()",
      ),
    ).toHaveLength(1)
    expect(
      counterReads(
        'services/x/limit.ts',
        'const { rows } = await sql`SELECT count FROM login_failure WHERE key = ${key}`.execute(db)',
      ),
    ).toHaveLength(1)
    expect(
      counterReads(
        'services/x/limit.ts',
        "if ((await countNow(db, 'attempt_counter', key, HOUR, now)).count >= LIMIT) throw busy()",
      ),
    ).toHaveLength(1)
    expect(
      counterReads('services/x/limit.ts', "await db.deleteFrom('attempt_counter').where('key', '=', key).execute()"),
    ).toEqual([])
    expect(
      counterReads(
        'services/x/limit.ts',
        "const spent = await spendBudgets(db, 'attempt_counter', [{ key, limit: 5, windowMs: HOUR }], now)",
      ),
    ).toEqual([])
  })

  it('a budget under nothing but a fixed key', () => {
    expect(
      globalOnlyBudgets("const ALL = 'x:all'\nawait spendBudget(db, 'attempt_counter', ALL, 10, 60_000, now)"),
    ).toHaveLength(1)
    expect(
      globalOnlyBudgets(
        "const ALL = 'x:all'\nawait spendBudgets(db, 'attempt_counter', [{ key: ALL, limit: 10, windowMs: HOUR }], now)",
      ),
    ).toHaveLength(1)
    expect(
      globalOnlyBudgets(
        "const ALL = 'x:all'\nconst key = `x:ip:${ip}`\nawait spendBudgets(db, 'attempt_counter', [{ key, limit: 1, windowMs: HOUR }, { key: ALL, limit: 9, windowMs: HOUR }], now)",
      ),
    ).toEqual([])
    expect(
      globalOnlyBudgets(
        "const ALL = 'x:all'\nawait spendBudgets(db, 'attempt_counter', [...addressBudgets('x', ip, 1, 3, HOUR), { key: ALL, limit: 9, windowMs: HOUR }], now)",
      ),
    ).toEqual([])
    expect(
      globalOnlyBudgets(
        "const KEY = 'public:work'\nawait spendAddressShare(db, KEY, ip, share, now)\nawait spendBudget(db, 'attempt_counter', KEY, 1, 1, now)",
      ),
    ).toEqual([])
  })
})

// The SQLite statements a product running in this process executes, counted and timed where they run: better-sqlite3's
// statement methods are wrapped for the time of a measure (the gateway imports the same module from node_modules).
// Each reading statement is then run again back to back with the arguments it last had: the same work with the
// processor's caches warm, beside what it cost in the request path (between a request's other work).
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const METHODS = ['all', 'get', 'run', 'iterate']
/** Runs of each reading statement back to back, for its warm time. */
const WARM_RUNS = 50

const statementPrototype = () => {
  const SQLite = require('better-sqlite3')
  const scratch = new SQLite(':memory:')
  const prototype = Object.getPrototypeOf(scratch.prepare('select 1'))
  scratch.close()
  return prototype
}

/**
 * Runs `work` (answers how many requests it sent) with the statements watched; answers, per request: statements run,
 * their time in the request path (µs) and the same reading statements' time run back to back (µs).
 */
export async function sqliteUse(work) {
  const prototype = statementPrototype()
  const originals = Object.fromEntries(METHODS.map((name) => [name, prototype[name]]))
  /** Per statement: runs, µs, the last arguments and method. */
  const seen = new Map()
  for (const name of METHODS) {
    prototype[name] = function watched(...args) {
      const started = performance.now()
      try {
        return originals[name].apply(this, args)
      } finally {
        const us = (performance.now() - started) * 1000
        const entry = seen.get(this) ?? { runs: 0, us: 0 }
        entry.runs += 1
        entry.us += us
        entry.args = args
        entry.method = name
        seen.set(this, entry)
      }
    }
  }
  let requests = 0
  try {
    requests = await work()
  } finally {
    for (const name of METHODS) prototype[name] = originals[name]
  }
  let statements = 0
  let pathUs = 0
  let warmUs = 0
  for (const [statement, entry] of seen) {
    statements += entry.runs
    pathUs += entry.us
    // Writes are not run again; a reading statement iterated is read whole with `all`.
    if (!statement.reader) {
      warmUs += entry.us
      continue
    }
    const started = performance.now()
    for (let i = 0; i < WARM_RUNS; i++) originals.all.apply(statement, entry.args)
    warmUs += (((performance.now() - started) * 1000) / WARM_RUNS) * entry.runs
  }
  const per = (value) => (requests ? Math.round((value / requests) * 10) / 10 : 0)
  return { requests, statements: per(statements), pathUs: per(pathUs), warmUs: per(warmUs) }
}

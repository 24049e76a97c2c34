import {
  type Compilable,
  type CompiledQuery,
  type ExpressionBuilder,
  type Kysely,
  type KyselyPlugin,
  createQueryId,
} from 'kysely'
import type { Database } from './types'

/** A value a fixed query takes: passed to the driver as it is, as Kysely passes a value it compiled. */
export type FixedValue = string | number | bigint | boolean | null | Date | Uint8Array

/** Stands for a named value while a fixed query is built; never reaches the database. */
class Marker {
  constructor(readonly name: string) {}
  toString(): string {
    throw new Error(`fixed query: value "${this.name}" used as SQL text, not as a value`)
  }
}

interface Compiled {
  adapter: object
  plugins: readonly KyselyPlugin[]
  query: CompiledQuery
}

/**
 * A select whose shape never changes, built and compiled once per Kysely instance (its dialect and plugins) and
 * then run with new values. `build` receives the instance and stand-ins for the named values: use them only as
 * values (`where('x', '=', values.x)`, `limit(values.n)`), never inside `sql` text or as a list (`in`): a list whose
 * length varies changes the SQL. Each run goes through `executeQuery`, so the statement caches, the plugins'
 * `transformResult` and the rows are those of the query built anew. Only selects: a write must pass through the
 * plugins' `transformQuery` on every run (change-watch.ts tells the caches of each write from there).
 */
export class FixedQuery<DB, V extends Record<string, FixedValue>, O> {
  private readonly compiled: Compiled[] = []

  constructor(private readonly build: (db: Kysely<DB>, values: V) => Compilable<O>) {}

  /** The compiled query of `db`'s dialect and plugins with `values` in place of the stand-ins. */
  compile(db: Kysely<DB>, values: V): CompiledQuery<O> {
    const query = this.compiledFor(db)
    const parameters = query.parameters.map((parameter) =>
      parameter instanceof Marker ? givenValue(values, parameter.name) : parameter,
    )
    return { query: query.query, queryId: createQueryId(), sql: query.sql, parameters }
  }

  /** The rows of the query with `values`. */
  async execute(db: Kysely<DB>, values: V): Promise<O[]> {
    return (await db.executeQuery(this.compile(db, values))).rows
  }

  /** The first row of the query with `values`; undefined when there is none. */
  async executeTakeFirst(db: Kysely<DB>, values: V): Promise<O | undefined> {
    return (await this.execute(db, values))[0]
  }

  private compiledFor(db: Kysely<DB>): CompiledQuery {
    const executor = db.getExecutor()
    const { adapter, plugins } = executor
    const held = this.compiled.find((entry) => entry.adapter === adapter && samePlugins(entry.plugins, plugins))
    if (held) return held.query
    const names = new Set<string>()
    const stand = new Proxy({} as V, {
      get(_target, name) {
        if (typeof name !== 'string') return undefined
        names.add(name)
        return new Marker(name)
      },
    })
    const query = this.build(db, stand).compile()
    if (query.query.kind !== 'SelectQueryNode') throw new Error('fixed query: only a select can be compiled once')
    const compiledNames = new Set(query.parameters.flatMap((p) => (p instanceof Marker ? [p.name] : [])))
    for (const name of names) {
      if (!compiledNames.has(name)) throw new Error(`fixed query: value "${name}" did not become a parameter`)
    }
    this.compiled.push({ adapter, plugins: [...plugins], query })
    return query
  }
}

/** A fixed select (see FixedQuery): `fixedQuery((db, v: { id: string }) => db.selectFrom('t')...where('id', '=', v.id))`. */
export function fixedQuery<V extends Record<string, FixedValue>, O>(
  build: (db: Kysely<Database>, values: V) => Compilable<O>,
): FixedQuery<Database, V, O> {
  return new FixedQuery(build)
}

/** The tenant and the days from–to (inclusive) of a read of one person's or several people's rows. */
export type DaySpan = { tenantId: number; from: string; to: string }

/**
 * `column = id` for one id (a fixed query's value: its SQL is the same for every id) or `column in (…)` for several
 * (a list whose length varies the SQL, so only in a query built at each read).
 */
export function oneOrList<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: Parameters<ExpressionBuilder<DB, TB>['ref']>[0],
  ids: number | number[],
) {
  return Array.isArray(ids) ? eb(column, 'in', ids as never) : eb(column, '=', ids as never)
}

function samePlugins(a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]): boolean {
  return a.length === b.length && a.every((plugin, index) => plugin === b[index])
}

function givenValue(values: Record<string, unknown>, name: string): unknown {
  if (!Object.hasOwn(values, name)) throw new Error(`fixed query: no value for "${name}"`)
  const value = values[name]
  if (value === undefined) throw new Error(`fixed query: value "${name}" is undefined`)
  if (typeof value === 'object' && value !== null && !(value instanceof Date) && !(value instanceof Uint8Array)) {
    throw new Error(`fixed query: value "${name}" is not a single value (a list changes the SQL)`)
  }
  return value
}

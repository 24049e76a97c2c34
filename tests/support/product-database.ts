import { createRequire } from 'node:module'
import type SQLiteDatabase from 'better-sqlite3'
import { databaseOf } from './product'

// The same choice as the gateway's (gateway/src/core/db/database.ts): better-sqlite3 12 aborts on Node 24.19+
// when a statement is collected late; 13 (installed as better-sqlite3-napi) needs Node 22.14+.
const require = createRequire(import.meta.url)
const [major, minor] = process.versions.node.split('.').map(Number)
const SQLite: typeof SQLiteDatabase = major > 22 || (major === 22 && minor >= 14) ? require('better-sqlite3-napi') : require('better-sqlite3')

/**
 * Where the gap of a slider challenge is (its left edge), read from the database of the product serving `url`,
 * opened read-only: challenge `id`, or without one the newest unsolved slider (the one a page shows: each
 * test file has a product of its own and its tests run one at a time). A script cannot find the gap in the
 * picture any more; the harness knows it this way and then drags like a person.
 */
export function sliderAnswer(url: string, id?: string): number {
  const db = new SQLite(databaseOf(url), { readonly: true, fileMustExist: true })
  try {
    const row = (id
      ? db.prepare("select answer from captcha_challenge where id = ? and kind = 'slider'").get(id)
      : db.prepare("select answer from captcha_challenge where kind = 'slider' and used_at is null order by created_at desc, rowid desc limit 1").get()
    ) as { answer: string } | undefined
    if (!row) throw new Error(`no slider challenge ${id ?? ''} in the product's database`)
    return Number(row.answer)
  } finally {
    db.close()
  }
}

/** A person's drag to `x`: [ms, x] points that speed up and slow down over about a second, as the gateway expects. */
export function humanTrail(x: number, ms = 900, points = 18): Array<[number, number]> {
  return Array.from({ length: points }, (_, i) => {
    const t = i / (points - 1)
    return [Math.round(ms * t), Math.round(x * t * t * (3 - 2 * t) * 100) / 100] as [number, number]
  })
}

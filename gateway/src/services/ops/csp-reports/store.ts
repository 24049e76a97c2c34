import { createHash } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import type { CspViolation } from './violation'

/** The most kinds of violation kept; when full, kinds unseen for a week make room, else new kinds are dropped. */
export const MAX_KINDS = 2000
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

const kindOf = (v: CspViolation) => createHash('sha256').update(`${v.directive}\n${v.blocked}\n${v.document}`).digest('hex')

/** Counts one violation into its kind's row (directive, blocked origin, document), creating the row when there is room. */
export async function storeViolation(db: Db, violation: CspViolation, now: number): Promise<void> {
  const id = kindOf(violation)
  const seen = await db.updateTable('csp_report')
    .set((eb) => ({ count: eb('count', '+', 1), last_seen: now, disposition: violation.disposition }))
    .where('id', '=', id).executeTakeFirst()
  if (Number(seen.numUpdatedRows) > 0) return
  if (!(await hasRoom(db, now))) return
  await db.insertInto('csp_report')
    .values({ id, ...violation, count: 1, first_seen: now, last_seen: now })
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ count: eb('csp_report.count', '+', 1), last_seen: now })))
    .execute()
}

async function kinds(db: Db): Promise<number> {
  const row = await db.selectFrom('csp_report').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

async function hasRoom(db: Db, now: number): Promise<boolean> {
  if ((await kinds(db)) < MAX_KINDS) return true
  await db.deleteFrom('csp_report').where('last_seen', '<', now - WEEK_MS).execute()
  return (await kinds(db)) < MAX_KINDS
}

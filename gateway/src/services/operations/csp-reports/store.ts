import { createHash } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import type { CspViolation } from './violation'

/** The most kinds of violation kept, and of one directive; when full, kinds unseen for a week make room, else new kinds are dropped. */
export const MAX_KINDS = 2000
export const MAX_KINDS_PER_DIRECTIVE = 200
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

const kindOf = (v: CspViolation) =>
  createHash('sha256').update(`${v.directive}\n${v.blocked}\n${v.document}`).digest('hex')

/**
 * Counts one violation into its kind's row (directive, blocked origin, document), creating the row when there is room
 * and `mayAdd` (the sender's share of new kinds) allows.
 */
export async function storeViolation(
  db: Db,
  violation: CspViolation,
  now: number,
  mayAdd: () => boolean = () => true,
): Promise<void> {
  const id = kindOf(violation)
  const seen = await db
    .updateTable('csp_report')
    .set((eb) => ({ count: eb('count', '+', 1), last_seen: now, disposition: violation.disposition }))
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(seen.numUpdatedRows) > 0) return
  if (!(await hasRoom(db, violation.directive, now)) || !mayAdd()) return
  await db
    .insertInto('csp_report')
    .values({ id, ...violation, count: 1, first_seen: now, last_seen: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({ count: eb('csp_report.count', '+', 1), last_seen: now })),
    )
    .execute()
}

async function kinds(db: Db, directive?: string): Promise<number> {
  let query = db.selectFrom('csp_report').select((eb) => eb.fn.countAll<number>().as('n'))
  if (directive !== undefined) query = query.where('directive', '=', directive)
  return Number((await query.executeTakeFirstOrThrow()).n)
}

const roomFor = async (db: Db, directive: string) =>
  (await kinds(db)) < MAX_KINDS && (await kinds(db, directive)) < MAX_KINDS_PER_DIRECTIVE

async function hasRoom(db: Db, directive: string, now: number): Promise<boolean> {
  if (await roomFor(db, directive)) return true
  await db
    .deleteFrom('csp_report')
    .where('last_seen', '<', now - WEEK_MS)
    .execute()
  return roomFor(db, directive)
}

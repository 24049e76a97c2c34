// Core baseline: third-party apps' function ids live in their app's namespace (`<code>:<key>`, checked by
// @hr-portal/manifest), so the vendor menu items seeded with plain numbers move there, with the roles holding them.
import type { Kysely } from 'kysely'

/** [app code, old function id, new function id]: the seeded vendor menu items. */
const moved = [
  ['supplier', '5001', 'supplier:list'],
  ['tour-shop', '6001', 'tour-shop:products'],
] as const

async function move(db: Kysely<any>, from: 1 | 2): Promise<void> {
  const to = from === 1 ? 2 : 1
  for (const item of moved) {
    const hit = await db
      .updateTable('menu')
      .set({ code: item[to] })
      .where('app_code', '=', item[0])
      .where('code', '=', item[from])
      .where('type', '=', 2)
      .executeTakeFirst()
    if (Number(hit.numUpdatedRows) === 0) continue
    await db.updateTable('role_function').set({ function_id: item[to] }).where('function_id', '=', item[from]).execute()
  }
}

export const up = (db: Kysely<any>): Promise<void> => move(db, 1)
export const down = (db: Kysely<any>): Promise<void> => move(db, 2)

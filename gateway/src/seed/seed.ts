import type { Db } from '../core/db/types'
import { seedAccounts } from './accounts'
import { seedDirectory } from './directory'
import { seedMenus } from './menus'
import { seedSamples } from './samples'

/** Seeds the demo data once; a database that already has a company is left as it is. */
export async function seedIfEmpty(db: Db, now = Date.now()): Promise<boolean> {
  const existing = await db.selectFrom('company').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  await db.transaction().execute(async (trx) => {
    await seedDirectory(trx, now)
    await seedMenus(trx)
    await seedAccounts(trx)
    await seedSamples(trx)
  })
  return true
}

import { sql } from 'kysely'
import type { DatabaseTarget } from '../db/database'
import type { Db } from '../db/types'
import { attachBus, localBus, type Bus } from './bus'
import { postgresBus } from './postgres-bus'

export { CHANGED_TOPIC, attachBus, busOf, localBus, type Bus, type BusListener } from './bus'

/**
 * The bus of a gateway on `db`: over LISTEN/NOTIFY when the database is PostgreSQL (processes hear each
 * other), within the process on SQLite. Attached to `db`, so `busOf(db)` finds it.
 */
export async function openBus(db: Db, target: DatabaseTarget): Promise<Bus> {
  const bus = target.databaseUrl
    ? await postgresBus({
        databaseUrl: target.databaseUrl,
        notify: async (channel, payload) => {
          await sql`select pg_notify(${channel}, ${payload})`.execute(db)
        },
      })
    : localBus()
  attachBus(db, bus)
  return bus
}

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../testing/pg-database'
import { BUS_CHANNEL, postgresBus } from './postgres-bus'

const serverUrl = process.env.TEST_DATABASE_URL
if (!serverUrl) throw new Error('the PostgreSQL bus test needs TEST_DATABASE_URL')

/** Resolves with the next message on `topic`, or rejects after `ms`. */
const next = (bus: Awaited<ReturnType<typeof postgresBus>>, topic: string, ms = 5_000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`nothing on ${topic} in ${ms} ms`))
    }, ms)
    const stop = bus.subscribe(topic, (message) => {
      clearTimeout(timer)
      stop()
      resolve(message)
    })
  })

describe('the bus over PostgreSQL LISTEN/NOTIFY', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let pool: pg.Pool
  const notify = async (channel: string, payload: string) => {
    await pool.query('select pg_notify($1, $2)', [channel, payload])
  }

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!)
    pool = new pg.Pool({ connectionString: database.url, max: 2 })
  })
  afterAll(async () => {
    await pool.end()
    await database.drop()
  })

  it('a message published by one process reaches the other, and the publisher hears it once', async () => {
    const [a, b] = await Promise.all([
      postgresBus({ databaseUrl: database.url, notify }),
      postgresBus({ databaseUrl: database.url, notify }),
    ])
    try {
      const heardByA: string[] = []
      a.subscribe('tenant:7:roles', (message) => heardByA.push(message))
      const arrived = next(b, 'tenant:7:roles')
      await a.publish('tenant:7:roles', 'changed')
      expect(await arrived).toBe('changed')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(heardByA).toEqual(['changed'])
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })

  it('ignores what is not its own wire format on its channel', async () => {
    const bus = await postgresBus({ databaseUrl: database.url, notify })
    try {
      const heard: string[] = []
      bus.subscribe('t', (message) => heard.push(message))
      await notify(BUS_CHANNEL, 'not json')
      await notify(BUS_CHANNEL, JSON.stringify({ o: 'someone', t: 't', m: 'ok' }))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(heard).toEqual(['ok'])
    } finally {
      await bus.close()
    }
  })

  it('listens again after its connection is ended by the server, and asks its listeners to resync', async () => {
    const warnings: string[] = []
    const [a, b] = await Promise.all([
      postgresBus({ databaseUrl: database.url, notify, warn: (message) => warnings.push(message) }),
      postgresBus({ databaseUrl: database.url, notify, warn: () => {} }),
    ])
    try {
      const resynced = new Promise<void>((resolve) => a.onResync(resolve))
      await pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen ${BUS_CHANNEL}' and pid <> pg_backend_pid()`,
      )
      await resynced
      expect(warnings.join('\n')).toContain('listener lost')
      const arrived = next(a, 'after')
      await b.publish('after', 'again')
      expect(await arrived).toBe('again')
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})

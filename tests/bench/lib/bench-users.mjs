// Signed-in users made straight in the database for a benchmark that needs thousands of them: each a copy of
// the seeded staff account (id 2) under a new id and name, a member of tenant 1, with one open session whose
// token (only its sha256 is stored, as the gateway does) is answered.
import { createHash, randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'
import { join } from 'node:path'
import pg from 'pg'

const BATCH = 500
const FIRST_ID = 900_000

/** A handle on the gateway's database: SQLite file in `dataDir`, or PostgreSQL at `databaseUrl`. */
async function open({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    return {
      all: async (sql, params = []) =>
        (
          await client.query(
            sql.replace(
              /\?/g,
              (() => {
                let n = 0
                return () => `$${++n}`
              })(),
            ),
            params,
          )
        ).rows,
      close: () => client.end(),
    }
  }
  const db = new Database(join(dataDir, 'portal.db'))
  db.pragma('busy_timeout = 10000')
  return {
    all: async (sql, params = []) => {
      if (/^\s*select/i.test(sql)) return db.prepare(sql).all(...params)
      db.prepare(sql).run(...params)
      return []
    },
    close: async () => db.close(),
  }
}

async function insert(db, table, rows) {
  const columns = Object.keys(rows[0])
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH)
    const values = batch.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')
    await db.all(
      `insert into ${table} (${columns.join(', ')}) values ${values}`,
      batch.flatMap((row) => columns.map((c) => row[c])),
    )
  }
}

/** Makes `count` users of tenant 1, each with a live session; answers their tokens. */
export async function makeSignedInUsers(target, count) {
  const db = await open(target)
  try {
    const [template] = await db.all('select * from app_user where id = ?', [2])
    const now = Date.now()
    const users = []
    const sessions = []
    const tokens = []
    for (let i = 0; i < count; i++) {
      const id = FIRST_ID + i
      users.push({
        ...template,
        id,
        user_name: `stream${i}`,
        real_name: `Stream ${i}`,
        phone: '',
        email: '',
        employee_id: null,
      })
      const token = randomBytes(32).toString('base64url')
      tokens.push(token)
      sessions.push({
        token_hash: createHash('sha256').update(token).digest('hex'),
        user_id: id,
        tenant_id: 1,
        created_at: now,
        expires_at: now + 12 * 3_600_000,
        revoked_at: null,
        perm_seen: template.perm_version,
        last_active_at: now,
        ip: '127.0.0.1',
        user_agent: 'bench',
      })
    }
    await insert(db, 'app_user', users)
    await insert(
      db,
      'user_tenant',
      users.map((u) => ({ user_id: u.id, tenant_id: 1 })),
    )
    await insert(db, 'session', sessions)
    return tokens
  } finally {
    await db.close()
  }
}

// A fresh PostgreSQL database for one benchmark run, when BENCH_DATABASE_URL or TEST_DATABASE_URL
// names a server's maintenance database; null otherwise.
import pg from 'pg'

export async function benchDatabase() {
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (!server) return null
  const name = `hr_portal_bench_${process.pid}_${Date.now()}`
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

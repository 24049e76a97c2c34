// Durability: the gateway is killed with SIGKILL in the middle of writes (role saves, password
// changes); after a restart on the same data every write it acknowledged must be there. One
// writer per role and per account, so "the last acknowledged value" is well defined; a write in
// flight at the kill may or may not have landed. A password is checked against the stored hash, not by signing in:
// after one wrong try (the write in flight did land) the sign-in asks for a captcha, which would read as a loss.
import { spawn } from 'node:child_process'
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { benchDatabase } from './lib/pg.mjs'

const WRITE_MS = Number(process.env.BENCH_DURABILITY_MS || 2000)

function startGateway(distDir, env) {
  const child = spawn(process.execPath, [join(distDir, 'gateway/cli.mjs')], {
    env: { ...process.env, PORT: '0', APPS_PORT: '0', DIST_DIR: distDir, LOG_LEVEL: 'silent', ...env },
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 30_000)
    child.stdout.on('data', (chunk) => {
      output += chunk
      const shell = /shell {4}(http:\/\/localhost:\d+)\//.exec(output)
      if (shell && output.includes('database')) {
        clearTimeout(timer)
        resolve({ child, gateway: `${shell[1].replace('localhost', '127.0.0.1')}/gateway` })
      }
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`gateway exited ${code}:\n${output}`)))
  })
}

const post = async (gateway, path, body, token) =>
  (
    await fetch(`${gateway}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    })
  ).json()

/** The account's stored password hash and salt (base64), read from the product's database. */
async function storedPassword(env, account) {
  const sql = 'select password_hash as hash, password_salt as salt from app_user where user_name = '
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      return (await client.query(`${sql}$1`, [account])).rows[0]
    } finally {
      await client.end()
    }
  }
  const db = new SQLite(join(env.DATA_DIR, 'portal.db'), { readonly: true, fileMustExist: true })
  try {
    return db.prepare(`${sql}?`).get(account)
  } finally {
    db.close()
  }
}

/** Whether `password` is the stored one: scrypt with the stored salt, 64 bytes (gateway core/auth/password.ts). */
const matches = (password, stored) =>
  new Promise((resolve, reject) =>
    scrypt(password, Buffer.from(stored.salt, 'base64'), 64, (error, key) =>
      error ? reject(error) : resolve(timingSafeEqual(key, Buffer.from(stored.hash, 'base64'))),
    ),
  )

const strongPassword = () => `Qz${randomBytes(6).toString('base64url')}#7a`
const FUNCTION_SETS = [['1001'], ['1001', '1002'], ['1001', '1002', '100201'], ['4001'], ['1001', '4001', '5001']]

async function runOn(distDir, env) {
  const { child, gateway } = await startGateway(distDir, env)
  const admin = (await post(gateway, '/uac/account/login', { account: 'admin', password: 'Admin@12345', tenantId: 1 }))
    .result.token
  const roles = (await post(gateway, '/joyhr/web/authRole/list', {}, admin)).result.map((r) => r.id)
  const accounts = [
    { account: 'staff', password: 'Staff@12345' },
    { account: 'hr', password: 'Hr@123456789' },
  ]
  for (const a of accounts) a.token = (await post(gateway, '/uac/account/login', a)).result.token

  const acked = { roles: {}, passwords: {} }
  const pending = { roles: {}, passwords: {} }
  let writes = 0
  let stop = false
  const roleWriter = async (roleId) => {
    for (let i = 0; !stop; i++) {
      const functionIds = FUNCTION_SETS[i % FUNCTION_SETS.length]
      pending.roles[roleId] = functionIds
      const answer = await post(gateway, '/joyhr/web/authRole/save', { roleId, functionIds }, admin).catch(() => null)
      if (answer?.code === 0) {
        acked.roles[roleId] = functionIds
        writes += 1
      }
    }
  }
  const passwordWriter = async (a) => {
    acked.passwords[a.account] = a.password
    while (!stop) {
      const next = strongPassword()
      pending.passwords[a.account] = next
      const answer = await post(
        gateway,
        '/uac/account/updatePassword',
        { oldPassword: acked.passwords[a.account], newPassword: next },
        a.token,
      ).catch(() => null)
      if (answer?.code === 0) {
        acked.passwords[a.account] = next
        writes += 1
      }
    }
  }
  const writers = [...roles.map(roleWriter), ...accounts.map(passwordWriter)]
  await new Promise((resolve) => setTimeout(resolve, WRITE_MS))
  child.kill('SIGKILL')
  stop = true
  await Promise.allSettled(writers)
  await new Promise((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', resolve),
  )

  const again = await startGateway(distDir, env)
  try {
    const token = (
      await post(again.gateway, '/uac/account/login', { account: 'admin', password: 'Admin@12345', tenantId: 1 })
    ).result.token
    const now = Object.fromEntries(
      (await post(again.gateway, '/joyhr/web/authRole/list', {}, token)).result.map((r) => [r.id, r.functionIds]),
    )
    const same = (a, b) => JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(b ?? [])].sort())
    let verified = 0
    let lost = 0
    for (const roleId of Object.keys(acked.roles)) {
      if (same(now[roleId], acked.roles[roleId]) || same(now[roleId], pending.roles[roleId])) verified += 1
      else lost += 1
    }
    for (const [account, password] of Object.entries(acked.passwords)) {
      const stored = await storedPassword(env, account)
      const inFlight = pending.passwords[account]
      if ((await matches(password, stored)) || (inFlight && (await matches(inFlight, stored)))) verified += 1
      else lost += 1
    }
    return { acknowledgedWrites: writes, checked: verified + lost, verified, lost }
  } finally {
    again.child.kill('SIGTERM')
  }
}

export async function benchGatewayDurability({ distDir }) {
  const result = { writeMs: WRITE_MS, databases: {} }
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-portal-bench-kill-'))
  try {
    result.databases.sqlite = await runOn(distDir, { DATA_DIR: dataDir, DATABASE_URL: '' })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const pg = await benchDatabase()
  if (pg) {
    const scratch = mkdtempSync(join(tmpdir(), 'hr-portal-bench-kill-'))
    try {
      result.databases.postgresql = await runOn(distDir, { DATA_DIR: scratch, DATABASE_URL: pg.url })
    } finally {
      rmSync(scratch, { recursive: true, force: true })
      await pg.drop()
    }
  }
  result.rows = Object.entries(result.databases).map(([db, r]) => ({
    figure: `${db}: SIGKILL during writes`,
    value: `${r.acknowledgedWrites} acknowledged, last value of ${r.checked} records checked: ${r.verified} there, ${r.lost} lost`,
    target: '0 lost',
    pass: r.lost === 0,
    compare: r.lost,
    compareAs: 'lost',
    better: 'lower',
  }))
  return result
}

import { verifyPassword } from './core/auth/password'
import type { Db } from './core/db/types'
import { ConfigError, type Config } from './config'
import { demoAccounts } from './seed/accounts'

/** Passwords that ship as defaults with databases and images; never acceptable in production. */
const DEFAULT_DB_PASSWORDS = new Set(['', 'postgres', 'password', 'admin', 'root', '123456', 'changeme', 'secret'])

/** The password of a DATABASE_URL when it is a well-known default, else null. */
export function defaultDatabasePassword(databaseUrl: string | null): string | null {
  if (!databaseUrl) return null
  let url: URL
  try {
    url = new URL(databaseUrl)
  } catch {
    return null
  }
  // No password at all means peer or certificate authentication, which is fine.
  if (!url.password && !databaseUrl.includes(':@')) return null
  const password = decodeURIComponent(url.password)
  return DEFAULT_DB_PASSWORDS.has(password.toLowerCase()) ? password : null
}

/**
 * What a production start refuses (`demo` off): a database password that is a known default,
 * an account that still has a demo password, and a database without an administrator. Throws a
 * ConfigError that says what to do.
 */
export async function checkProductionStart(db: Db, config: Config): Promise<void> {
  if (config.demo) return
  if (defaultDatabasePassword(config.databaseUrl) !== null) {
    throw new ConfigError('DATABASE_URL uses a default password; give the database user a strong password')
  }
  const demoUsers = await db
    .selectFrom('app_user')
    .select(['user_name', 'password_hash', 'password_salt'])
    .where(
      'user_name',
      'in',
      demoAccounts.map((a) => a.userName),
    )
    .execute()
  for (const user of demoUsers) {
    const demo = demoAccounts.find((a) => a.userName === user.user_name)!
    if (await verifyPassword(demo.password, { hash: user.password_hash, salt: user.password_salt })) {
      throw new ConfigError(
        `account "${user.user_name}" still has its demo password; this database holds demo data (start it as a development environment, HR_ENV=dev, or use a new database)`,
      )
    }
  }
  const admin = await db.selectFrom('app_user').select('id').where('is_super', '=', 1).limit(1).executeTakeFirst()
  if (!admin) {
    throw new ConfigError(
      'no administrator yet: create the first one with `node dist/gateway/cli.mjs create-admin --user <name> --company <name> --tenant <name>` (password from ADMIN_PASSWORD or standard input)',
    )
  }
}

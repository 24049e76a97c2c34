import { ConfigError, loadConfig } from './config'
import { openDatabase } from './core/db/database'
import { migrateToLatest } from './core/db/migrate'
import { wireGateway } from './service-list'
import { allMigrations } from './services/migrations'
import { startProduct, type RunningProduct } from './main'
import { demoAccounts } from './seed/accounts'
import { createFirstAdmin, FirstAdminError } from './seed/first-admin'
import { seedIfEmpty } from './seed/seed'
import { autoLoginLink } from './services/accounts'

function printBanner(product: RunningProduct): void {
  const { urls, config } = product
  console.log(
    `[hr-portal] started in environment ${config.environment.name}${config.demo ? ' (demo data)' : ' (production mode)'}`,
  )
  console.log(`  shell    ${urls.shell}/`)
  console.log(`  gateway  ${urls.shell}/gateway`)
  console.log(`  apps     ${urls.apps}/`)
  for (const [name, url] of Object.entries(product.devServices)) console.log(`  dev      ${name.padEnd(8)} ${url}`)
  console.log(`  database ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/portal.db`}`)
  if (!config.demo) return
  console.log('  demo accounts:')
  for (const account of demoAccounts)
    console.log(`    ${account.userName.padEnd(6)} ${account.password.padEnd(13)} ${account.note}`)
}

/** `--name value` pairs of a command line. */
function options(args: string[]): Record<string, string> {
  const found: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    if (args[i].startsWith('--') && args[i + 1] !== undefined && !args[i + 1].startsWith('--'))
      found[args[i].slice(2)] = args[++i]
  }
  return found
}

async function readStdinLine(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) {
    text += chunk
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0]
}

/**
 * `cli.mjs create-admin --user <name> --company <name> --tenant <name> [--email <address>]`: the
 * one-time creation of the first administrator of a production database. The password comes
 * from ADMIN_PASSWORD or the first line of standard input, never from the command line.
 */
async function createAdmin(args: string[]): Promise<number> {
  const given = options(args)
  const config = loadConfig(process.env, { demo: false })
  const password = process.env.ADMIN_PASSWORD ?? (await readStdinLine())
  const db = openDatabase(config)
  try {
    await migrateToLatest(db, allMigrations())
    wireGateway(db)
    await seedIfEmpty(db, { demo: false })
    const created = await createFirstAdmin(db, {
      userName: given.user ?? '',
      password,
      company: given.company ?? '',
      tenant: given.tenant ?? '',
      email: given.email,
    })
    console.log(
      `[hr-portal] administrator "${given.user}" created (user ${created.userId}, tenant ${created.tenantId})`,
    )
    return 0
  } catch (error) {
    if (error instanceof FirstAdminError) {
      console.error(`[hr-portal] create-admin: ${error.message}`)
      return 1
    }
    throw error
  } finally {
    await db.destroy()
  }
}

/** `node dist/gateway/cli.mjs [--no-demo]`: starts the product from the environment until SIGINT/SIGTERM. */
export async function runCli(args: string[]): Promise<void> {
  if (args[0] === 'auto-login-link') {
    const { code, text } = autoLoginLink(process.env, options(args.slice(1)))
    if (code === 0) console.log(text)
    else console.error(text)
    process.exit(code)
  }
  if (args[0] === 'create-admin') {
    try {
      process.exit(await createAdmin(args.slice(1)))
    } catch (error) {
      console.error(error instanceof ConfigError ? `[hr-portal] configuration error: ${error.message}` : error)
      process.exit(1)
    }
  }
  let product: RunningProduct | undefined
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[hr-portal] ${signal}: closing`)
    if (!product) return // still starting: closed right after the start below
    try {
      await product.close()
      process.exit(0)
    } catch (error) {
      console.error('[hr-portal] error while closing', error)
      process.exit(1)
    }
  }
  // Listeners first: without one, a signal that arrives while starting would kill the process
  // before the database is closed.
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
  // One failing request must never end the process: Fastify answers 500 for errors in routes and
  // hooks; anything that still escapes (a stray timer or stream of one request) is logged instead.
  process.on('uncaughtException', (error) =>
    console.error('[hr-portal] uncaught exception (the process keeps serving)', error),
  )
  process.on('unhandledRejection', (reason) =>
    console.error('[hr-portal] unhandled rejection (the process keeps serving)', reason),
  )

  try {
    product = await startProduct(args.includes('--no-demo') ? { demo: false } : {})
  } catch (error) {
    if (error instanceof ConfigError) console.error(`[hr-portal] configuration error: ${error.message}`)
    else console.error('[hr-portal] failed to start', error)
    process.exit(1)
  }
  if (stopping) {
    await product.close()
    process.exit(0)
  }
  printBanner(product)
}

void runCli(process.argv.slice(2))

import { ConfigError } from './config'
import { startProduct, type RunningProduct } from './main'
import { demoAccounts } from './seed/accounts'

function printBanner(product: RunningProduct): void {
  const { urls, config } = product
  console.log('[hr-portal] started')
  console.log(`  shell    ${urls.shell}/`)
  console.log(`  gateway  ${urls.shell}/gateway`)
  console.log(`  apps     ${urls.apps}/`)
  for (const [name, origin] of Object.entries(urls.vendor)) console.log(`  vendor   ${origin}/${name}/`)
  console.log(`  database ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/portal.db`}`)
  console.log('  demo accounts:')
  for (const account of demoAccounts) console.log(`    ${account.userName.padEnd(6)} ${account.password.padEnd(13)} ${account.note}`)
}

/** `node dist/gateway/cli.mjs`: starts the product from the environment until SIGINT/SIGTERM. */
export async function runCli(): Promise<void> {
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
  process.on('uncaughtException', (error) => console.error('[hr-portal] uncaught exception (the process keeps serving)', error))
  process.on('unhandledRejection', (reason) => console.error('[hr-portal] unhandled rejection (the process keeps serving)', reason))

  try {
    product = await startProduct()
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

void runCli()

import { ConfigError } from './config'
import { startProduct } from './main'
import { demoAccounts } from './seed/accounts'

/** `node dist/gateway/cli.mjs`: starts the product from the environment until SIGINT/SIGTERM. */
export async function runCli(): Promise<void> {
  let product: Awaited<ReturnType<typeof startProduct>>
  try {
    product = await startProduct()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[hr-portal] configuration error: ${error.message}`)
    } else {
      console.error('[hr-portal] failed to start', error)
    }
    process.exit(1)
  }
  console.log('[hr-portal] started')
  console.log(`  shell    ${product.urls.shell}/`)
  console.log(`  gateway  ${product.urls.shell}/gateway`)
  console.log(`  apps     ${product.urls.apps}/`)
  console.log(`  vendor   ${product.urls.vendor}/`)
  console.log(`  database ${product.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${product.config.dataDir}/portal.db`}`)
  console.log('  demo accounts:')
  for (const account of demoAccounts) console.log(`    ${account.userName.padEnd(6)} ${account.password.padEnd(13)} ${account.note}`)

  const stop = (signal: string) => {
    console.log(`[hr-portal] ${signal}: closing`)
    product.close().then(() => process.exit(0), (error) => {
      console.error('[hr-portal] error while closing', error)
      process.exit(1)
    })
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

void runCli()

import { CAPTCHA_VARIABLES } from './config-captcha'
import { TRUSTED_PROXIES_VARIABLES } from './config-proxies'
import { START_VARIABLES } from './config-start-variables'
import type { ConfigVariable } from './config-variable'
import { ENVIRONMENT_VARIABLES } from './environment'
import { INTEGRATION_VARIABLES } from './integrations/variables'

export type { ConfigVariable } from './config-variable'

/**
 * Every environment variable the gateway reads, in the order of the configuration table in docs/operations.md
 * (`npm run docs` writes it; a test fails when the table or this list misses a variable the code reads).
 */
export const CONFIG_VARIABLES: ConfigVariable[] = [
  ...START_VARIABLES,
  ...ENVIRONMENT_VARIABLES,
  ...INTEGRATION_VARIABLES,
  ...CAPTCHA_VARIABLES,
  ...TRUSTED_PROXIES_VARIABLES,
]

import type { Config } from '../config'
import type { AppTokenIssuer } from './auth/app-token'
import type { Bus } from './bus'
import type { Db } from './db/types'
import type { Integrations } from '../integrations'

/** What every route needs: final config (origins known), the database, the clock, the app-token issuer and the outside services. */
export interface GatewayContext {
  config: Config
  db: Db
  now: () => number
  appTokens: AppTokenIssuer
  /** Mail, SMS, messaging platforms, OpenID provider … (integrations/index.ts). */
  integrations: Integrations
  /** Signals to this process and, on PostgreSQL, to the other gateway processes (caches, streams). */
  bus: Bus
}

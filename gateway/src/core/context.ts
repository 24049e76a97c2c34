import type { AppTokenIssuer } from '../services/uac/apptoken/issuer'
import type { Config } from '../config'
import type { Db } from './db/types'

/** What every route needs: final config (origins known), the database, the clock and the app-token issuer. */
export interface GatewayContext {
  config: Config
  db: Db
  now: () => number
  appTokens: AppTokenIssuer
}

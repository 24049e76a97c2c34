import type { Migration } from 'kysely'
import * as vendorApi from './043-vendor-api'
import * as appRequest from './046-app-request'
import * as appCredential from './168-app-credential'

/** The migrations of the vendor backend API's own tables. */
export const migrations: Record<string, Migration> = {
  '043-vendor-api': vendorApi,
  '046-app-request': appRequest,
  '168-app-credential': appCredential,
}

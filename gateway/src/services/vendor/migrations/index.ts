import type { Migration } from 'kysely'
import * as appInstall from './041-app-install'
import * as dropSupplier from './042-drop-supplier'
import * as installPreview from './124-app-install-preview'
import * as scopeRequest from './176-app-scope-request'

/** The migrations that create or change only the vendor service's tables. */
export const migrations: Record<string, Migration> = {
  '041-app-install': appInstall,
  '042-drop-supplier': dropSupplier,
  '124-app-install-preview': installPreview,
  '176-app-scope-request': scopeRequest,
}

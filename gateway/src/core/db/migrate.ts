import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './types'
import * as directory from './migrations/001-directory'
import * as access from './migrations/002-access'
import * as apps from './migrations/003-apps'
import * as loginThrottle from './migrations/004-login-throttle'
import * as auditSummary from './migrations/005-audit-summary'
import * as appPerf from './migrations/006-app-perf'
import * as verification from './migrations/007-verification'
import * as accountSecurity from './migrations/011-account-security'
import * as preLogin from './migrations/012-pre-login'
import * as brand from './migrations/013-brand'
import * as company from './migrations/014-company'
import * as operations from './migrations/015-operations'
import * as tenantKeys from './migrations/016-tenant-keys'
import * as files from './migrations/021-files'
import * as notices from './migrations/017-notices'
import * as search from './migrations/018-search'
import * as tourWatermark from './migrations/019-tour-watermark'
import * as tracking from './migrations/020-tracking'
import * as qrLogin from './migrations/008-qr-login'
import * as messagingLogin from './migrations/009-messaging-login'
import * as oidcLogin from './migrations/010-oidc-login'
import * as workflow from './migrations/022-workflow'
import * as leave from './migrations/023-leave'
import * as patchCard from './migrations/027-patch-card'
import * as personnel from './migrations/028-personnel'
import * as perms from './migrations/025-perms'
import * as agent from './migrations/032-agent'

// Migrations are imported, not read from disk, so the bundled gateway carries them.
const migrations: Record<string, Migration> = {
  '001-directory': directory,
  '002-access': access,
  '003-apps': apps,
  '004-login-throttle': loginThrottle,
  '005-audit-summary': auditSummary,
  '006-app-perf': appPerf,
  '007-verification': verification,
  '008-qr-login': qrLogin,
  '009-messaging-login': messagingLogin,
  '010-oidc-login': oidcLogin,
  '011-account-security': accountSecurity,
  '012-pre-login': preLogin,
  '013-brand': brand,
  '014-company': company,
  '015-operations': operations,
  '016-tenant-keys': tenantKeys,
  '021-files': files,
  '017-notices': notices,
  '018-search': search,
  '019-tour-watermark': tourWatermark,
  '020-tracking': tracking,
  '022-workflow': workflow,
  '023-leave': leave,
  '025-perms': perms,
  '027-patch-card': patchCard,
  '028-personnel': personnel,
  '032-agent': agent,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the schema to the latest version; throws with the failing migration as cause. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(`Database migration ${failed} failed`, { cause: error })
  }
}

import type { Db } from '../../core/db/types'
import { handle } from '../../core/service'
import { APP_INSTALL_CHANGED, installedApps, type InstallChange, type InstalledApp } from '../vendor'
import { requestDeletion } from './deletion'
import { queueEvent, webhookOf } from './events'
import { roundAtInstall } from './rounds'
import { newSecret } from './signature'

/** The webhook row's fields that follow the version in use. */
const followed = (app: InstalledApp) => ({
  install_id: app.id,
  url: app.webhooks?.url ?? null,
  topics: JSON.stringify(app.webhooks?.topics ?? []),
  scopes: JSON.stringify(app.scopes),
})

/** A new installation: new ids unless kept, a new secret (shown once to the administrator), then app.installed. */
async function installed(db: Db, change: InstallChange, app: InstalledApp): Promise<void> {
  await roundAtInstall(db, change.tenantId, change.code)
  const row = {
    tenant_id: change.tenantId,
    app_code: change.code,
    ...followed(app),
    secret: newSecret(),
    secret_shown: 0,
    created_at: change.at,
    rotated_at: null,
    installed: 1,
  }
  await db
    .deleteFrom('app_webhook')
    .where('tenant_id', '=', change.tenantId)
    .where('app_code', '=', change.code)
    .execute()
  await db.insertInto('app_webhook').values(row).execute()
  await queueEvent(db, row, 'app.installed', { version: app.version, scopes: app.scopes }, change.at)
}

/**
 * Tells the installation's backend of each change, in the change's transaction (only queue rows are written; the
 * worker sends them later, so a vendor's slow or broken server never holds up the administrator):
 * app.installed, app.updated (update, roll back, enable, disable, with the version and scopes in force) and
 * app.uninstalled with a deletion request.
 */
export const webhooksOnInstallChange = handle(APP_INSTALL_CHANGED, async (db, change) => {
  const app = (await installedApps(db, change.tenantId, { all: true })).find((one) => one.code === change.code)
  if (change.action === 'install' && app) return installed(db, change, app)
  const hook = await webhookOf(db, change.tenantId, change.code)
  if (!hook) {
    // Installed before webhooks existed: from now on as a new installation, keeping its ids.
    if (app && change.action !== 'uninstall') await installedWithoutRound(db, change, app)
    return
  }
  if (change.action === 'uninstall') {
    const deletion = await requestDeletion(db, hook, change.at)
    await db
      .updateTable('app_webhook')
      .set({ installed: 0 })
      .where('tenant_id', '=', change.tenantId)
      .where('app_code', '=', change.code)
      .execute()
    await queueEvent(db, hook, 'app.uninstalled', { version: change.version, deletion }, change.at)
    return
  }
  if (!app) return
  const next = { ...hook, ...followed(app) }
  await db
    .updateTable('app_webhook')
    .set(followed(app))
    .where('tenant_id', '=', change.tenantId)
    .where('app_code', '=', change.code)
    .execute()
  await queueEvent(
    db,
    next,
    'app.updated',
    { change: change.action, version: app.version, status: app.status, scopes: app.scopes },
    change.at,
  )
})

async function installedWithoutRound(db: Db, change: InstallChange, app: InstalledApp): Promise<void> {
  await db
    .insertInto('app_webhook')
    .values({
      tenant_id: change.tenantId,
      app_code: change.code,
      ...followed(app),
      secret: newSecret(),
      secret_shown: 0,
      created_at: change.at,
      rotated_at: null,
      installed: 1,
    })
    .execute()
}

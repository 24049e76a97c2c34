import type { Manifest } from '@hr-portal/manifest'
import semver from 'semver'
import type { Db } from '../../../core/db/types'
import { installChanged } from './changes'
import { originOf } from './consent'
import { grantApp, markHolders, rolesHoldingApp } from './grants'
import { installedAppOf, type InstalledApp } from './installed'
import { carriedScopes } from './optional-scopes'

// The tenant's installs as the administrator changes them; each change in one transaction with its audit record.

export interface Actor {
  tenantId: number
  userId: number
}

const functionIdsOf = (manifest: Manifest) => manifest.menus.map((item) => item.functionId)

export const installRow = (db: Db, tenantId: number, code: string) =>
  db.selectFrom('app_install').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst()

/** Ids are unique across tenants (the installed app's menu ids come from them). */
async function nextInstallId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('app_install')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}

/**
 * Installs the app, or updates it to this version: records the consent (who, when, the manifest's scopes), keeps
 * the version among the consented ones, and makes `roles` the holders of its function ids.
 */
export async function saveInstall(
  db: Db,
  actor: Actor,
  manifest: Manifest,
  manifestUrl: string,
  roles: number[],
  now: number,
  /** An update that asks for nothing more (minor-update.ts): the consent it runs under stays the one given before. */
  keptConsent?: { by: number; at: number },
): Promise<InstalledApp> {
  // Two processes installing at once may pick the same new id, or both insert this code: the loser tries again
  // (then it finds the other's row and updates it).
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeInstall(db, actor, manifest, manifestUrl, roles, now, keptConsent)
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
}

async function writeInstall(
  db: Db,
  actor: Actor,
  manifest: Manifest,
  manifestUrl: string,
  roles: number[],
  now: number,
  keptConsent: { by: number; at: number } | undefined,
): Promise<InstalledApp> {
  const { tenantId, userId } = actor
  return db.transaction().execute(async (trx) => {
    const existing = await installRow(trx, tenantId, manifest.code)
    // The optional scopes consented for the version in use carry over while the new one still offers them.
    const scopes = existing
      ? carriedScopes(manifest, JSON.parse(existing.scopes) as string[], JSON.parse(existing.manifest) as Manifest)
      : (manifest.scopes ?? [])
    const consent = {
      manifest: JSON.stringify(manifest),
      scopes: JSON.stringify(scopes),
      consented_by: keptConsent?.by ?? userId,
      consented_at: keptConsent?.at ?? now,
    }
    const fields = {
      ...consent,
      manifest_url: manifestUrl,
      origin: originOf(manifest),
      entry: manifest.entry!,
      version: manifest.version,
      roles: JSON.stringify(roles),
      updated_at: now,
    }
    if (existing) {
      await trx
        .updateTable('app_install')
        .set(fields)
        .where('tenant_id', '=', tenantId)
        .where('code', '=', manifest.code)
        .execute()
    } else {
      await trx
        .insertInto('app_install')
        .values({
          ...fields,
          tenant_id: tenantId,
          code: manifest.code,
          id: await nextInstallId(trx),
          status: 'enabled',
          installed_at: now,
        })
        .execute()
    }
    await trx
      .deleteFrom('app_install_version')
      .where('tenant_id', '=', tenantId)
      .where('code', '=', manifest.code)
      .where('version', '=', manifest.version)
      .execute()
    await trx
      .insertInto('app_install_version')
      .values({
        ...consent,
        tenant_id: tenantId,
        code: manifest.code,
        version: manifest.version,
        manifest_url: manifestUrl,
      })
      .execute()
    await grantApp(trx, tenantId, manifest.code, functionIdsOf(manifest), roles)
    await installChanged(trx, {
      tenantId,
      userId,
      action: existing ? 'update' : 'install',
      code: manifest.code,
      version: manifest.version,
      at: now,
    })
    return installedAppOf((await installRow(trx, tenantId, manifest.code))!)
  })
}

/** Turns an installed app on or off; false when the tenant has no install of this code. */
export async function setStatus(
  db: Db,
  actor: Actor,
  code: string,
  status: 'enabled' | 'disabled',
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await installRow(trx, actor.tenantId, code)
    if (!row) return false
    await trx
      .updateTable('app_install')
      .set({ status, updated_at: now })
      .where('tenant_id', '=', actor.tenantId)
      .where('code', '=', code)
      .execute()
    await markHolders(trx, actor.tenantId, code)
    await installChanged(trx, {
      ...actor,
      action: status === 'enabled' ? 'enable' : 'disable',
      code,
      version: row.version,
      at: now,
    })
    return true
  })
}

/** The consented versions of an install, highest first. */
export async function consentedVersions(db: Db, tenantId: number, code: string) {
  const rows = await db
    .selectFrom('app_install_version')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .execute()
  return rows.sort((a, b) => semver.rcompare(a.version, b.version))
}

/**
 * Goes back to the highest consented version below the one in use, with the consent given for it; the roles that
 * hold the app keep it. 'none' without such a version, 'missing' without the install.
 */
export async function rollBack(
  db: Db,
  actor: Actor,
  code: string,
  now: number,
): Promise<InstalledApp | 'none' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const row = await installRow(trx, actor.tenantId, code)
    if (!row) return 'missing'
    const previous = (await consentedVersions(trx, actor.tenantId, code)).find((v) => semver.lt(v.version, row.version))
    if (!previous) return 'none'
    const manifest = JSON.parse(previous.manifest) as Manifest
    await trx
      .updateTable('app_install')
      .set({
        manifest: previous.manifest,
        scopes: previous.scopes,
        version: previous.version,
        manifest_url: previous.manifest_url,
        origin: originOf(manifest),
        entry: manifest.entry!,
        consented_by: previous.consented_by,
        consented_at: previous.consented_at,
        updated_at: now,
      })
      .where('tenant_id', '=', actor.tenantId)
      .where('code', '=', code)
      .execute()
    await grantApp(trx, actor.tenantId, code, functionIdsOf(manifest), await rolesHoldingApp(trx, actor.tenantId, code))
    await installChanged(trx, { ...actor, action: 'rollback', code, version: previous.version, at: now })
    return installedAppOf((await installRow(trx, actor.tenantId, code))!)
  })
}

/** Removes the install, its consented versions, its developer builds and its role grants; false without the install. */
export async function uninstall(db: Db, actor: Actor, code: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await installRow(trx, actor.tenantId, code)
    if (!row) return false
    await grantApp(trx, actor.tenantId, code, [], [])
    await trx
      .deleteFrom('app_install_version')
      .where('tenant_id', '=', actor.tenantId)
      .where('code', '=', code)
      .execute()
    await trx.deleteFrom('app_dev_build').where('tenant_id', '=', actor.tenantId).where('code', '=', code).execute()
    await trx.deleteFrom('app_install').where('tenant_id', '=', actor.tenantId).where('code', '=', code).execute()
    await installChanged(trx, { ...actor, action: 'uninstall', code, version: row.version, at: now })
    return true
  })
}

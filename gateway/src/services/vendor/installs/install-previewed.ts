import { GatewayError, codes } from '../../../core/errors'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { checkInstallable } from './check-manifest'
import { isNewer } from './consent'
import { foreignRoles } from './grants'
import type { InstalledApp } from './installed'
import { installCodes, sayInstall } from './install-texts'
import { dropPreview, previewedManifest } from './previews'
import { installRow, saveInstall, type Actor } from './store'

/** What an install names: the manifest URL and the hash of the copy checked there, and the roles that may open the app. */
export interface InstallRequest {
  manifestUrl: string
  manifestHash: string
  roles: number[]
  /** An app's own update that asks for nothing more (minor-update.ts): it runs under the consent given before. */
  keptConsent?: { by: number; at: number }
}

/**
 * The one way an app is installed or updated: from the copy of the manifest the actor checked at `manifestUrl`
 * (previews.ts, named by its hash), checked again for the tenant, never what the URL answers now. Refused (a
 * GatewayError in `lang`) without such a copy, with errors in it now, for a version older than the installed one, or
 * with a role of another tenant. The copy is forgotten once installed.
 */
export async function installPreviewed(
  db: Db,
  actor: Actor,
  request: InstallRequest,
  lang: Lang,
  now: number,
): Promise<InstalledApp> {
  const { manifestUrl, manifestHash, roles, keptConsent } = request
  const body = await previewedManifest(db, actor, manifestUrl, manifestHash, now)
  if (body === undefined) throw new GatewayError(installCodes.notPreviewed, sayInstall(lang, 'notPreviewed'))
  const checked = await checkInstallable(db, actor.tenantId, JSON.parse(body), new URL(manifestUrl), lang)
  if (!checked.manifest) throw new GatewayError(installCodes.manifestInvalid, sayInstall(lang, 'manifestInvalid'))
  const m = checked.manifest
  const row = await installRow(db, actor.tenantId, m.code)
  if (row && isNewer(row.version, m.version)) {
    throw new GatewayError(
      installCodes.olderVersion,
      sayInstall(lang, 'olderVersion', { version: m.version, installed: row.version }),
    )
  }
  const [foreign] = await foreignRoles(db, actor.tenantId, roles)
  if (foreign !== undefined)
    throw new GatewayError(codes.roleNotFound, sayInstall(lang, 'roleNotFound', { id: foreign }))
  const installed = await saveInstall(db, actor, m, manifestUrl, roles, now, keptConsent)
  await dropPreview(db, actor, manifestHash)
  return installed
}

import type { Manifest } from '@hr-portal/manifest'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { auditVendor } from '../audit'
import { APPS_FUNCTION } from './changes'
import { backendAddressProblems } from './backend-addresses'
import { checkInstallable } from './check-manifest'
import { isNewer, widenings } from './consent'
import { fetchManifest, type InstallProblem } from './fetch-manifest'
import { rolesHoldingApp } from './grants'
import { installPreviewed } from './install-previewed'
import { keepPreview } from './previews'

/** What an app's own update came to. */
export type MinorUpdate =
  | { state: 'updated'; version: string }
  | { state: 'current'; version: string }
  | { state: 'needs consent'; version: string; installed: string; widens: string[] }
  | { state: 'invalid'; problems: InstallProblem[] }
  | { state: 'missing' }

/**
 * The app asks the portal to take its new version (the vendor API's app/update): the installation's manifest URL is
 * fetched and checked for the tenant as the Apps page checks it. A higher version that asks for nothing more than the
 * consent in force (consent.ts widenings) is installed at once, under that consent, for the roles that hold the app:
 * audited as the app's own update (user 0) and told to its backend as app.updated. One that widens anything is not
 * installed: it waits for the administrator's Update and consent, and the installed version keeps running (audited).
 */
export async function applyMinorUpdate(
  db: Db,
  options: { httpLocal: boolean; now: number; lang: Lang; allowHosts: readonly string[] },
  tenantId: number,
  code: string,
): Promise<MinorUpdate> {
  const row = await db
    .selectFrom('app_install')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .where('status', '=', 'enabled')
    .executeTakeFirst()
  if (!row) return { state: 'missing' }
  const fetched = await fetchManifest(row.manifest_url, options.httpLocal, options.lang)
  if ('problem' in fetched) return { state: 'invalid', problems: [fetched.problem] }
  const checked = await checkInstallable(db, tenantId, fetched.raw, fetched.url, options.lang)
  if (!checked.manifest) return { state: 'invalid', problems: checked.problems }
  const next = checked.manifest
  const addresses = backendAddressProblems(next, options.allowHosts, options.lang)
  if (addresses.length) return { state: 'invalid', problems: addresses }
  if (next.code !== row.code)
    return { state: 'invalid', problems: [{ path: 'code', key: 'code', message: `must stay "${row.code}"` }] }
  if (!isNewer(next.version, row.version)) return { state: 'current', version: row.version }
  const installed = JSON.parse(row.manifest) as Manifest
  const widens = widenings(installed, JSON.parse(row.scopes) as string[], next)
  const app = { tenantId, userId: 0 }
  if (widens.length) {
    await auditVendor(db, {
      ...app,
      app: 'vendor',
      method: 'apps.update.waiting',
      functionId: APPS_FUNCTION,
      detail: `${code} ${next.version}: ${widens.join(', ')}`.slice(0, 500),
      at: options.now,
      latencyMs: 0,
    })
    return { state: 'needs consent', version: next.version, installed: row.version, widens }
  }
  // Installed as every install is: from the copy just checked, kept and named by its hash (install-previewed.ts).
  const roles = await rolesHoldingApp(db, tenantId, code)
  const keptConsent = { by: row.consented_by, at: Number(row.consented_at) }
  const manifestUrl = row.manifest_url
  const manifestHash = await keepPreview(db, app, manifestUrl, fetched.text, options.now)
  const done = await installPreviewed(
    db,
    app,
    { manifestUrl, manifestHash, roles, keptConsent },
    options.lang,
    options.now,
  )
  return { state: 'updated', version: done.version }
}

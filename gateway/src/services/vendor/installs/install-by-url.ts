import type { Db } from '../../../core/db/types'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'
import { checkInstallable } from './check-manifest'
import { fetchManifest, type InstallProblem } from './fetch-manifest'
import type { InstalledApp } from './installed'
import { installPreviewed } from './install-previewed'
import { keepPreview } from './previews'
import type { Actor } from './store'

/**
 * Fetches the manifest at `manifestUrl`, checks it for the tenant and installs (or updates to) it with the
 * actor's consent, its function ids held by `roles`: the page's check then install, without its questions (the
 * copy checked is the copy installed, as for the page). Answers the install, or every problem found.
 */
export async function installByUrl(
  db: Db,
  options: { httpLocal: boolean; now: number; lang?: Lang },
  actor: Actor,
  manifestUrl: string,
  roles: number[],
): Promise<InstalledApp | InstallProblem[]> {
  const lang = options.lang ?? 'en'
  const fetched = await fetchManifest(manifestUrl, options.httpLocal, lang)
  if ('problem' in fetched) return [fetched.problem]
  const checked = await checkInstallable(db, actor.tenantId, fetched.raw, fetched.url, lang)
  if (!checked.manifest) return checked.problems
  const manifestHash = await keepPreview(db, actor, manifestUrl, fetched.text, options.now)
  try {
    return await installPreviewed(db, actor, { manifestUrl, manifestHash, roles }, lang, options.now)
  } catch (error) {
    if (error instanceof GatewayError) return [{ path: '', key: 'refused', message: error.message }]
    throw error
  }
}

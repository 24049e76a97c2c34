import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { checkInstallable } from './check-manifest'
import { fetchManifest, type InstallProblem } from './fetch-manifest'
import type { InstalledApp } from './installed'
import { saveInstall, type Actor } from './store'

/**
 * Fetches the manifest at `manifestUrl`, checks it for the tenant and installs (or updates to) it with the
 * actor's consent, its function ids held by `roles`: the install route's path without the page's questions.
 * Answers the install, or every problem found.
 */
export async function installByUrl(db: Db, options: { httpLocal: boolean; now: number; lang?: Lang }, actor: Actor, manifestUrl: string, roles: number[]): Promise<InstalledApp | InstallProblem[]> {
  const lang = options.lang ?? 'en'
  const fetched = await fetchManifest(manifestUrl, options.httpLocal, lang)
  if ('problem' in fetched) return [fetched.problem]
  const checked = await checkInstallable(db, actor.tenantId, fetched.raw, fetched.url, lang)
  if (!checked.manifest) return checked.problems
  return saveInstall(db, actor, checked.manifest, manifestUrl, roles, options.now)
}

import { validateManifest, type Manifest, type ManifestError } from '@hr-portal/manifest'
import { registryEntries } from '../../../apps/registry'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { sayManifestError } from '../manifest-texts'
import type { InstallProblem } from './fetch-manifest'
import { installedApps } from './installed'
import { withCleanTitles } from './clean-titles'
import { sayInstall } from './install-texts'
import { copiedWidgetTitles } from './widget-titles'

export type Checked = { manifest: Manifest; problems: [] } | { manifest: null; problems: InstallProblem[] }

const said = (lang: Lang, error: ManifestError): InstallProblem => ({
  path: error.path,
  key: error.key,
  message: sayManifestError(lang, error),
})

/** What an app installed by URL must say beyond the validator: party third, an entry on the manifest's origin. */
function installRules(raw: unknown, manifestUrl: URL, lang: Lang): InstallProblem[] {
  const m = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>
  const problems: InstallProblem[] = []
  if (m.party === 'first') problems.push({ path: 'party', key: 'party', message: sayInstall(lang, 'party') })
  if (m.entry === undefined)
    problems.push({ path: 'entry', key: 'entryRequired', message: sayInstall(lang, 'entryRequired') })
  else if (typeof m.entry === 'string' && URL.canParse(m.entry) && new URL(m.entry).origin !== manifestUrl.origin) {
    problems.push({
      path: 'entry',
      key: 'entryOrigin',
      message: sayInstall(lang, 'entryOrigin', { origin: manifestUrl.origin }),
    })
  }
  return problems
}

/**
 * Names held by another app: the built-in apps' codes and names, the menu table's app entries, and the tenant's
 * other installs. An install of the same code from the same origin is this app (an update), from another origin
 * it is another app.
 */
async function clashes(
  db: Db,
  tenantId: number,
  manifest: Manifest,
  origin: string,
  lang: Lang,
): Promise<InstallProblem[]> {
  const held = new Map<string, string>()
  for (const entry of registryEntries) held.set(entry.code, entry.name).set(entry.name, entry.name)
  const entries = await db.selectFrom('menu').select('code').where('parent_id', 'is', null).execute()
  for (const row of entries) if (!held.has(row.code)) held.set(row.code, row.code)
  for (const app of await installedApps(db, tenantId, { all: true })) {
    if (app.code === manifest.code && app.origin === origin) continue
    held.set(app.code, app.name).set(app.name, app.name)
  }
  const problems: InstallProblem[] = []
  const codeOwner = held.get(manifest.code)
  if (codeOwner !== undefined)
    problems.push(
      said(lang, { path: 'code', key: 'codeTaken', message: '', params: { code: manifest.code, app: codeOwner } }),
    )
  const nameOwner = manifest.name !== manifest.code ? held.get(manifest.name) : undefined
  if (nameOwner !== undefined)
    problems.push({
      path: 'name',
      key: 'nameTaken',
      message: sayInstall(lang, 'nameTaken', { name: manifest.name, app: nameOwner }),
    })
  const ids = manifest.menus.map((item) => item.functionId)
  if (ids.length) {
    const [items, buttons] = await Promise.all([
      db.selectFrom('menu').select(['code', 'app_code']).where('code', 'in', ids).execute(),
      db
        .selectFrom('menu_button')
        .innerJoin('menu', 'menu.id', 'menu_button.menu_id')
        .select(['menu_button.function_id as code', 'menu.app_code'])
        .where('menu_button.function_id', 'in', ids)
        .execute(),
    ])
    const holder = new Map([...items, ...buttons].map((row) => [row.code, row.app_code]))
    manifest.menus.forEach((item, i) => {
      const app = holder.get(item.functionId)
      if (app !== undefined)
        problems.push(
          said(lang, {
            path: `menus[${i}].functionId`,
            key: 'functionIdTaken',
            message: '',
            params: { id: item.functionId, app },
          }),
        )
    })
  }
  return problems
}

/**
 * Every problem of a manifest fetched from `manifestUrl` for the tenant to install: the validator's, the rules of
 * an app installed by URL, names another app holds and widget titles of the portal's own widgets; each with its
 * path and in the reader's language. The manifest answered has its titles cleaned (clean-titles.ts).
 */
export async function checkInstallable(
  db: Db,
  tenantId: number,
  raw: unknown,
  manifestUrl: URL,
  lang: Lang,
): Promise<Checked> {
  const result = validateManifest(raw)
  const problems = [...result.errors.map((error) => said(lang, error)), ...installRules(raw, manifestUrl, lang)]
  if (!result.manifest || problems.length) return { manifest: null, problems }
  const manifest = withCleanTitles(result.manifest)
  const taken = [
    ...(await clashes(db, tenantId, manifest, manifestUrl.origin, lang)),
    ...copiedWidgetTitles(manifest, lang),
  ]
  return taken.length ? { manifest: null, problems: taken } : { manifest, problems: [] }
}

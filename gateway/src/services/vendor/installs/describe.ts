import semver from 'semver'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { sayScope } from './consent-texts'
import { rolesHoldingApp } from './grants'
import type { InstalledApp } from './installed'
import { optionalScopesOf, type OptionalScopeState } from './optional-scopes'
import { consentedVersions } from './store'

/** An install as the Apps page lists it. */
export interface InstallView {
  code: string
  name: string
  title: string
  version: string
  status: 'enabled' | 'disabled'
  origin: string
  entry: string
  manifestUrl: string
  consentedBy: { id: number; name: string }
  consentedAt: number
  installedAt: number
  updatedAt: number
  /** The tenant's roles that hold the app's functions now. */
  roleIds: number[]
  /** Every consented version, highest first. */
  versions: Array<{ version: string; consentedAt: number }>
  /** The version a roll back goes to, or null. */
  rollbackTo: string | null
  /** The app's per-tenant settings page, or null. */
  settings: string | null
  /** The data scopes it may ask for while it runs: what each reads, and whether it was asked, consented or refused. */
  optionalScopes: Array<{ name: string; description: string; state: OptionalScopeState }>
}

/** The name to show for a user: the real name, else the account. */
async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const rows = await db.selectFrom('app_user').select(['id', 'real_name', 'user_name']).where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row.real_name || row.user_name]))
}

export async function describeInstalls(db: Db, apps: InstalledApp[], lang: Lang): Promise<InstallView[]> {
  const names = await userNames(db, [...new Set(apps.map((app) => app.consentedBy))])
  return Promise.all(
    apps.map(async (app) => {
      const versions = await consentedVersions(db, app.tenantId, app.code)
      return {
        code: app.code,
        name: app.name,
        title: lang === 'en' ? app.titleEn : app.titleZh,
        version: app.version,
        status: app.status,
        origin: app.origin,
        entry: app.entry,
        manifestUrl: app.manifestUrl,
        consentedBy: { id: app.consentedBy, name: names.get(app.consentedBy) ?? '' },
        consentedAt: app.consentedAt,
        installedAt: app.installedAt,
        updatedAt: app.updatedAt,
        roleIds: await rolesHoldingApp(db, app.tenantId, app.code),
        versions: versions.map((v) => ({ version: v.version, consentedAt: Number(v.consented_at) })),
        rollbackTo: versions.find((v) => semver.lt(v.version, app.version))?.version ?? null,
        settings: app.settings?.path ?? null,
        optionalScopes: (await optionalScopesOf(db, app)).map(({ scope, state }) => ({
          name: scope,
          description: sayScope(lang, scope),
          state,
        })),
      }
    }),
  )
}

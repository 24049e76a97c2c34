import type { MicroApp } from '../../../apps/registry'
import { cached, tenantScope } from '../../../core/cache'
import type { Db } from '../../../core/db/types'

/** An installed app pointed at a development build, for one session only. */
export interface DevBuild {
  code: string
  url: string
}

/** The development builds of a session (its token hash) in its tenant. */
export async function devBuildsOf(db: Db, tenantId: number, sessionHash: string): Promise<DevBuild[]> {
  // The tenant's builds are few (one per developer session and app) and read by every menu tree: cached per tenant.
  const all = await cached(db, tenantScope(tenantId), 'dev-builds', () =>
    db
      .selectFrom('app_dev_build')
      .select(['session_hash', 'code', 'url'])
      .where('tenant_id', '=', tenantId)
      .orderBy('code')
      .execute(),
  )
  return all.filter((build) => build.session_hash === sessionHash).map(({ code, url }) => ({ code, url }))
}

/** Points an app at a build for this session (replacing an earlier one); forgets the tenant's builds of ended sessions. */
export async function setDevBuild(
  db: Db,
  tenantId: number,
  sessionHash: string,
  build: DevBuild,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('app_dev_build')
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([
          eb.and([eb('session_hash', '=', sessionHash), eb('code', '=', build.code)]),
          eb.not(
            eb.exists(
              eb
                .selectFrom('session')
                .select('session.token_hash')
                .whereRef('session.token_hash', '=', 'app_dev_build.session_hash')
                .where('session.revoked_at', 'is', null)
                .where('session.expires_at', '>', now),
            ),
          ),
        ]),
      )
      .execute()
    await trx
      .insertInto('app_dev_build')
      .values({ tenant_id: tenantId, session_hash: sessionHash, code: build.code, url: build.url, created_at: now })
      .execute()
  })
}

/** Points the app back at its installed version for this session; answers whether it had a build. */
export async function clearDevBuild(db: Db, tenantId: number, sessionHash: string, code: string): Promise<boolean> {
  const result = await db
    .deleteFrom('app_dev_build')
    .where('tenant_id', '=', tenantId)
    .where('session_hash', '=', sessionHash)
    .where('code', '=', code)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * The menu tree of a session with its development builds: an installed app's frame loads the build's address
 * (its origin the only one the bridge accepts) and is marked `dev`. First-party apps are never redirected.
 */
export function withDevBuilds<T extends { code: string; microApp: MicroApp | null }>(
  tree: T[],
  builds: DevBuild[],
): T[] {
  if (builds.length === 0) return tree
  const byCode = new Map(builds.map((build) => [build.code, build.url]))
  return tree.map((entry) => {
    const url = byCode.get(entry.code)
    if (!url || !entry.microApp || entry.microApp.party !== 'third') return entry
    return { ...entry, microApp: { ...entry.microApp, entry: url, origin: new URL(url).origin, dev: true } }
  })
}

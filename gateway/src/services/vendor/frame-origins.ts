import { hashToken } from '../../core/auth/token'
import type { Db } from '../../core/db/types'

/** An origin as it may stand in a CSP source list: scheme, lower-case host, optional port, nothing else. */
const PLAIN_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/

const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin
    return PLAIN_ORIGIN.test(origin) ? origin : null
  } catch {
    return null
  }
}

/**
 * Where the shell page of a session's token may load app frames from, besides the first-party apps origin: the
 * origins of its tenant's enabled installed apps, and the local builds this session pointed them at (developer
 * mode), less the apps of `hiddenApps` (those the host's brand hides). None for an unknown, ended or expired session.
 * One query, each table read by its key.
 */
export async function sessionFrameOrigins(
  db: Db,
  token: string,
  now: number,
  hiddenApps: readonly string[] = [],
): Promise<string[]> {
  let query = db
    .selectFrom('session')
    .innerJoin('app_install', (join) =>
      join.onRef('app_install.tenant_id', '=', 'session.tenant_id').on('app_install.status', '=', 'enabled'),
    )
    .leftJoin('app_dev_build', (join) =>
      join
        .onRef('app_dev_build.tenant_id', '=', 'session.tenant_id')
        .onRef('app_dev_build.session_hash', '=', 'session.token_hash')
        .onRef('app_dev_build.code', '=', 'app_install.code'),
    )
    .select(['app_install.origin as origin', 'app_dev_build.url as devUrl'])
    .where('session.token_hash', '=', hashToken(token))
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', now)
  if (hiddenApps.length) query = query.where('app_install.code', 'not in', [...hiddenApps])
  const rows = await query.execute()
  const installed = rows.map((row) => originOf(row.origin)).sort()
  const dev = rows.map((row) => (row.devUrl ? originOf(row.devUrl) : null)).sort()
  return [...new Set([...installed, ...dev].filter((origin): origin is string => origin !== null))]
}

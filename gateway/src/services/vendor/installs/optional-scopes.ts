import type { Manifest } from '@hr-portal/manifest'
import type { Db } from '../../../core/db/types'
import { auditVendor } from '../audit'
import { APPS_FUNCTION, installChanged } from './changes'

// Optional data scopes: a manifest's `optionalScopes` are granted at no install; the app asks for one while it runs
// (the vendor API's scopes/request), the tenant administrator consents to or refuses it on the Apps page, and a
// consented one joins the install's consented scopes (what every token checks at each call) until revoked.

/** Who decides (the tenant's administrator). */
interface Actor {
  tenantId: number
  userId: number
}

/** Where an optional scope stands for an installation. */
export type OptionalScopeState = 'consented' | 'asked' | 'refused' | 'not asked'

/** What an app's ask of one scope came to. */
export type AskAnswer = Exclude<OptionalScopeState, 'not asked'> | 'not optional'

const list = (json: string): string[] => {
  const value: unknown = JSON.parse(json)
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

const enabledInstall = (db: Db, tenantId: number, code: string) =>
  db
    .selectFrom('app_install')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .where('status', '=', 'enabled')
    .executeTakeFirst()

/** The optional scopes of an install's manifest, each with where it stands. */
export async function optionalScopesOf(
  db: Db,
  install: { tenantId: number; code: string; id: number; optionalScopes?: string[]; scopes: string[] },
): Promise<Array<{ scope: string; state: OptionalScopeState }>> {
  const optional = install.optionalScopes ?? []
  if (!optional.length) return []
  const asked = await db
    .selectFrom('app_scope_request')
    .select(['scope', 'state'])
    .where('tenant_id', '=', install.tenantId)
    .where('app_code', '=', install.code)
    .where('install_id', '=', install.id)
    .execute()
  const stateOf = new Map(asked.map((row) => [row.scope, row.state]))
  return optional.map((scope) => ({
    scope,
    state: install.scopes.includes(scope) ? 'consented' : (stateOf.get(scope) ?? 'not asked'),
  }))
}

/**
 * The app asks for optional scopes while it runs: each scope its manifest in use lists under `optionalScopes` and the
 * tenant has not consented to waits for the administrator (a refused one stays refused: the administrator may still
 * consent to it). Answers each scope's state, 'not optional' for one the manifest does not offer, or undefined when
 * the app is not installed and enabled.
 */
export async function askOptionalScopes(
  db: Db,
  tenantId: number,
  code: string,
  scopes: string[],
  now: number,
): Promise<Record<string, AskAnswer> | undefined> {
  const row = await enabledInstall(db, tenantId, code)
  if (!row) return undefined
  const optional = (JSON.parse(row.manifest) as Manifest).optionalScopes ?? []
  const consented = list(row.scopes)
  const answers: Record<string, AskAnswer> = {}
  for (const scope of new Set(scopes)) {
    if (!optional.includes(scope)) answers[scope] = 'not optional'
    else if (consented.includes(scope)) answers[scope] = 'consented'
    else {
      const fields = { install_id: row.id, state: 'asked' as const, asked_at: now, decided_by: null, decided_at: null }
      const before = await db
        .selectFrom('app_scope_request')
        .select(['state', 'install_id'])
        .where('tenant_id', '=', tenantId)
        .where('app_code', '=', code)
        .where('scope', '=', scope)
        .executeTakeFirst()
      if (before?.state === 'refused' && before.install_id === row.id) {
        answers[scope] = 'refused'
        continue
      }
      await db
        .insertInto('app_scope_request')
        .values({ tenant_id: tenantId, app_code: code, scope, ...fields })
        .onConflict((oc) => oc.columns(['tenant_id', 'app_code', 'scope']).doUpdateSet(fields))
        .execute()
      answers[scope] = 'asked'
    }
  }
  return answers
}

/** What an administrator decides of an optional scope. */
export type ScopeDecision = 'consent' | 'refuse' | 'revoke'

/**
 * The administrator consents to an optional scope (asked or not), refuses it, or revokes a consented one, in one
 * transaction with its audit record; a consent or revocation changes the install's consented scopes and is told as an
 * install change ('scopes': the app.updated webhook carries the scopes in force). 'missing' without the install,
 * 'not optional' for a scope its manifest in use does not offer.
 */
export async function decideOptionalScope(
  db: Db,
  actor: Actor,
  code: string,
  scope: string,
  decision: ScopeDecision,
  now: number,
): Promise<'done' | 'missing' | 'not optional'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('app_install')
      .selectAll()
      .where('tenant_id', '=', actor.tenantId)
      .where('code', '=', code)
      .executeTakeFirst()
    if (!row) return 'missing'
    if (!((JSON.parse(row.manifest) as Manifest).optionalScopes ?? []).includes(scope)) return 'not optional'
    const request = trx
      .deleteFrom('app_scope_request')
      .where('tenant_id', '=', actor.tenantId)
      .where('app_code', '=', code)
      .where('scope', '=', scope)
    if (decision === 'refuse') {
      await request.execute()
      await trx
        .insertInto('app_scope_request')
        .values({
          tenant_id: actor.tenantId,
          app_code: code,
          scope,
          install_id: row.id,
          state: 'refused',
          asked_at: now,
          decided_by: actor.userId,
          decided_at: now,
        })
        .execute()
      await auditVendor(trx, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        app: 'vendor',
        method: 'apps.scope.refuse',
        functionId: APPS_FUNCTION,
        detail: `${code} ${scope}`,
        at: now,
        latencyMs: 0,
      })
      return 'done'
    }
    const consented = list(row.scopes).filter((one) => one !== scope)
    const scopes = decision === 'consent' ? [...consented, scope] : consented
    await request.execute()
    await trx
      .updateTable('app_install')
      .set({ scopes: JSON.stringify(scopes), updated_at: now })
      .where('tenant_id', '=', actor.tenantId)
      .where('code', '=', code)
      .execute()
    await installChanged(trx, {
      ...actor,
      action: decision === 'consent' ? 'scope.consent' : 'scope.revoke',
      code,
      version: row.version,
      scope,
      at: now,
    })
    return 'done'
  })
}

/**
 * The consented scopes of a new version: its `scopes`, and the optional scopes consented for the version in use that
 * it still offers (an update neither drops nor widens what the administrator said of them).
 */
export function carriedScopes(manifest: Manifest, consentedBefore: string[], before: Manifest | null): string[] {
  const offered = manifest.optionalScopes ?? []
  const optionalBefore = before?.optionalScopes ?? []
  const carried = consentedBefore.filter((scope) => optionalBefore.includes(scope) && offered.includes(scope))
  return [...new Set([...(manifest.scopes ?? []), ...carried])]
}

import type { FastifyRequest } from 'fastify'
import { SESSION_CHECKS } from '../../core/auth/guard'
import { handle } from '../../core/service'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'

/** The languages the shell sends as Accept-Language (bridge/src/http: `zh-CN` or `en`); a browser's own list is not a choice. */
const SHELL_LANGUAGE = /^(zh-CN|en)$/

/**
 * What this process last stored per database, tenant and user, so a request writes only when the language changed. An
 * entry is trusted for a minute: another process may have stored a different language since.
 */
const stored = new WeakMap<Db, Map<string, { lang: Lang; at: number }>>()
const MAX_REMEMBERED = 20_000
const TRUSTED_MS = 60_000

function storedOf(db: Db): Map<string, { lang: Lang; at: number }> {
  let map = stored.get(db)
  if (!map) stored.set(db, (map = new Map()))
  return map
}

/** Stores the language a person uses the portal in (their notices are written in it). */
export async function recordLanguage(db: Db, tenantId: number, userId: number, lang: Lang, now: number): Promise<void> {
  await db
    .insertInto('notify_user')
    .values({ tenant_id: tenantId, user_id: userId, lang, updated_at: now })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ lang, updated_at: now }))
    .execute()
  const map = storedOf(db)
  if (map.size >= MAX_REMEMBERED) map.clear()
  map.set(`${tenantId}:${userId}`, { lang, at: now })
}

/** Each person's language in the tenant; Chinese for someone who never signed in (the portal's default). */
export async function languagesOf(db: Db, tenantId: number, userIds: number[]): Promise<Map<number, Lang>> {
  const rows = userIds.length
    ? await db
        .selectFrom('notify_user')
        .select(['user_id', 'lang'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', 'in', userIds)
        .execute()
    : []
  const known = new Map(rows.map((row) => [row.user_id, row.lang === 'en' ? ('en' as const) : ('zh' as const)]))
  return new Map(userIds.map((id) => [id, known.get(id) ?? 'zh']))
}

/** The shell's language of a request, or null when it is not one the shell sends. */
export function shellLanguageOf(request: FastifyRequest): Lang | null {
  const header = request.headers['accept-language']
  const value = Array.isArray(header) ? header[0] : header
  if (!value || !SHELL_LANGUAGE.test(value)) return null
  return value === 'en' ? 'en' : 'zh'
}

/**
 * Every signed-in request of the shell and its apps carries the language the person chose (at sign-in and whenever
 * they switch it in the shell): it is stored when it differs from what this process stored last.
 */
export const languageCheck = handle(SESSION_CHECKS, (ctx, request, auth) => {
  const lang = shellLanguageOf(request)
  if (!lang) return undefined
  const last = storedOf(ctx.db).get(`${auth.session.tenant_id}:${auth.user.id}`)
  if (last && last.lang === lang && ctx.now() - last.at < TRUSTED_MS) return undefined
  return recordLanguage(ctx.db, auth.session.tenant_id, auth.user.id, lang, ctx.now())
})

import type { Static, dirsyncContract } from '@hr-portal/api'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { PlatformApiError, type SuiteAuthorisation } from '../../integrations/messaging/directory'
import { openSecret } from '../accounts'
import { auditDirsync } from './audit'
import { dirsyncCodes, dirsyncError, platformWords, suiteError } from './errors'
import { newBrowserKey, sameBrowser } from './install-browser'
import { newNonce, openInstallState, signInstallState } from './install-state'
import {
  authRowOf,
  claimPending,
  markCancelled,
  saveAuthorised,
  saveFailure,
  savePending,
  suiteClientOf,
  suiteSettingsOf,
  tenantsAuthorisedBy,
} from './suite-store'
import { say, type TextKey } from './texts'

/** The install link is good as long as WeCom's pre_auth_code (20 minutes), and at most this long. */
const LINK_MS = 20 * 60_000

/** Where WeCom sends the administrator back after they authorise (suite-callback-routes.ts). */
export const suiteRedirectUrlOf = (ctx: GatewayContext) =>
  `${ctx.config.shellOrigin}/gateway/ums/web/wechat/suite/redirect`

/**
 * Starts an authorisation of the provider's app for the tenant (toAuth): a pre_auth_code with its session set, a
 * signed state binding the tenant, a nonce and the expiry; answers WeCom's install page address, when it expires, and
 * the key of the binding cookie the asking browser gets (install-browser.ts).
 */
export async function startSuiteAuth(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number },
  test: boolean,
): Promise<{ url: string; expiresAt: number; browserKey: string }> {
  const suite = suiteClientOf(ctx)
  if (!suite) throw dirsyncError(dirsyncCodes.suiteNotConfigured, 'suiteNotConfigured')
  let pre: { preAuthCode: string; expiresIn: number }
  try {
    pre = await suite.preAuthCode(test ? 1 : 0)
  } catch (error) {
    throw suiteError(error)
  }
  const expiresAt = ctx.now() + Math.min(LINK_MS, Math.max(60, pre.expiresIn) * 1000)
  const nonce = newNonce()
  const browser = newBrowserKey()
  await savePending(ctx, {
    tenantId: who.tenantId,
    suiteId: suite.settings.suiteId,
    nonce,
    expiresAt,
    userId: who.userId,
    browserHash: browser.hash,
  })
  const state = signInstallState(suite.settings.suiteSecret, { tenantId: who.tenantId, nonce, expiresAt })
  return {
    url: suite.installPageUrl(pre.preAuthCode, suiteRedirectUrlOf(ctx), state),
    expiresAt,
    browserKey: browser.key,
  }
}

/** Both languages of a text (the redirect page shows both: the phone's language is not the portal's). */
export type Texts = { zh: string; en: string }
const both = (key: TextKey, vars: (lang: Lang) => Record<string, string> = () => ({})): Texts => ({
  zh: say('zh', key, vars('zh')),
  en: say('en', key, vars('en')),
})

/** What became of an auth_code: authorised (with the company), or refused and why. */
export type Completion =
  | { ok: true; tenantId: number; corpName: string }
  | { ok: false; tenantId: number | null; texts: Texts }

/**
 * Completes an authorisation from the redirect: checks the state and that the browser WeCom sent back holds the
 * binding cookie of the browser that asked for the link (another browser spends the link: it can then complete
 * nowhere), takes the tenant's pending link once, exchanges the auth_code for the permanent code and stores it. A
 * second arrival of the same authorisation waits for the first to finish and answers its outcome. WeCom's
 * create_auth, which carries no browser, completes no link the portal gave to a browser.
 */
export async function completeSuiteAuth(
  ctx: GatewayContext,
  authCode: string,
  rawState: unknown,
  via: 'redirect' | 'create_auth',
  browserKey?: string,
): Promise<Completion> {
  const suite = suiteClientOf(ctx)
  if (!suite) return { ok: false, tenantId: null, texts: both('suiteNotConfigured') }
  const state = openInstallState(suite.settings.suiteSecret, rawState, ctx.now())
  if (state === 'bad') return { ok: false, tenantId: null, texts: both('stateBad') }
  if (state === 'expired') return { ok: false, tenantId: null, texts: both('stateExpired') }
  const { tenantId } = state
  const suiteId = suite.settings.suiteId
  const pending = await authRowOf(ctx, tenantId, suiteId)
  if (pending?.nonce === state.nonce && !sameBrowser(pending.browser_hash, browserKey)) {
    if (via === 'create_auth') return { ok: false, tenantId, texts: both('otherBrowser') }
    return refuseOtherBrowser(ctx, tenantId, suiteId, state.nonce)
  }
  if (!(await claimPending(ctx, tenantId, suiteId, state.nonce))) return settledOutcome(ctx, tenantId, suiteId)
  const startedBy = (await authRowOf(ctx, tenantId, suiteId))?.started_by ?? null
  let auth: SuiteAuthorisation
  try {
    auth = await suite.permanentCode(authCode)
  } catch (error) {
    const texts = both('authFailed', (lang) => ({ why: platformWords(lang, 'wecom', error) }))
    await saveFailure(ctx, tenantId, suiteId, texts)
    await auditDirsync(ctx, {
      tenantId,
      userId: null,
      action: 'suite.failed',
      platform: 'wecom',
      detail: { via, error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
    })
    return { ok: false, tenantId, texts }
  }
  const connector = await ctx.db
    .selectFrom('dirsync_connector')
    .select('lang')
    .where('tenant_id', '=', tenantId)
    .where('platform', '=', 'wecom')
    .executeTakeFirst()
  await saveAuthorised(
    ctx,
    { tenantId, userId: startedBy ?? 0, lang: connector?.lang === 'en' ? 'en' : 'zh' },
    suite.settings,
    auth,
  )
  await auditDirsync(ctx, {
    tenantId,
    userId: startedBy,
    action: 'suite.authorised',
    platform: 'wecom',
    detail: { via, corpId: auth.corpId, corpName: auth.corpName, agentId: auth.agentId, authUserId: auth.userId },
  })
  return { ok: true, tenantId, corpName: auth.corpName }
}

/** A link's state brought back by a browser without its binding cookie: the link is spent, and audited. */
async function refuseOtherBrowser(
  ctx: GatewayContext,
  tenantId: number,
  suiteId: string,
  nonce: string,
): Promise<Completion> {
  const spent = await ctx.db
    .updateTable('dirsync_wecom_auth')
    .set({ nonce: '', updated_at: ctx.now() })
    .where('tenant_id', '=', tenantId)
    .where('suite_id', '=', suiteId)
    .where('nonce', '=', nonce)
    .executeTakeFirst()
  const texts = both('otherBrowser')
  if (Number(spent.numUpdatedRows) === 1) {
    await saveFailure(ctx, tenantId, suiteId, texts)
    await auditDirsync(ctx, { tenantId, userId: null, action: 'suite.otherBrowser', platform: 'wecom', detail: {} })
  }
  return { ok: false, tenantId, texts }
}

/** The outcome of the authorisation another arrival is completing (waits up to 10 s), or why this link is no good. */
async function settledOutcome(ctx: GatewayContext, tenantId: number, suiteId: string): Promise<Completion> {
  for (let waited = 0; ; waited += 200) {
    const row = await authRowOf(ctx, tenantId, suiteId)
    // Used by the other arrival (no newer link since): its outcome.
    if (row?.status === 'authorised' && row.nonce === '' && row.error === '')
      return { ok: true, tenantId, corpName: row.corp_name }
    if (row?.status !== 'exchanging' || waited >= 10_000)
      return { ok: false, tenantId, texts: both(row?.status === 'exchanging' ? 'authInProgress' : 'stateUsed') }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** checkToAuth: the tenant's authorisation as it stands; an authorised one is confirmed with WeCom (get_auth_info). */
export async function suiteAuthStatus(
  ctx: GatewayContext,
  lang: Lang,
  tenantId: number,
): Promise<Static<typeof dirsyncContract.suiteAuth>> {
  const settings = suiteSettingsOf(ctx)
  if (!settings) return { available: false, status: 'none' as const, message: say(lang, 'suiteNotConfigured') }
  const row = await authRowOf(ctx, tenantId, settings.suiteId)
  if (!row) return { available: true, status: 'none' as const, message: '' }
  // A link shown and not yet used (a first authorisation, or an authorised tenant authorising again).
  const pending = row.status === 'exchanging' || (row.nonce !== '' && Number(row.expires_at) >= ctx.now())
  const base = {
    available: true,
    pending,
    corpName: row.corp_name,
    agentName: row.agent_name,
    authUserName: row.auth_user_name,
    expiresAt: Number(row.expires_at),
    updatedAt: Number(row.updated_at),
  }
  if (row.status === 'pending' || row.status === 'exchanging') {
    if (row.status === 'pending' && Number(row.expires_at) < ctx.now())
      return { ...base, status: 'expired' as const, message: say(lang, 'stateExpired') }
    return { ...base, status: 'pending' as const, message: '' }
  }
  if (row.status === 'failed' || row.status === 'cancelled')
    return { ...base, status: row.status as 'failed' | 'cancelled', message: reasonWords(lang, row.error) }
  const suite = suiteClientOf(ctx)!
  try {
    const now = await suite.authInfo(row.corp_id, await openSecret(ctx, row.permanent_code))
    return {
      ...base,
      status: 'authorised' as const,
      corpName: now.corpName || row.corp_name,
      agentName: now.agentName || row.agent_name,
      verified: true,
      message: '',
    }
  } catch (error) {
    if (error instanceof PlatformApiError && error.code === 40084) {
      await cancelSuiteAuth(ctx, row.corp_id)
      return { ...base, status: 'cancelled' as const, message: say(lang, 'authCancelled') }
    }
    return {
      ...base,
      status: 'authorised' as const,
      verified: false,
      message: say(lang, 'authNotVerified', { why: platformWords(lang, 'wecom', error) }),
    }
  }
}

/** A stored reason ({ zh, en }) in `lang`. */
function reasonWords(lang: Lang, raw: string): string {
  try {
    const texts = JSON.parse(raw) as Partial<Texts>
    return typeof texts?.[lang] === 'string' ? texts[lang]! : ''
  } catch {
    return ''
  }
}

/** WeCom's cancel_auth: the tenants the company had authorised are marked cancelled, and audited. */
export async function cancelSuiteAuth(ctx: GatewayContext, corpId: string): Promise<void> {
  const settings = suiteSettingsOf(ctx)
  if (!settings) return
  for (const tenantId of await markCancelled(ctx, settings.suiteId, corpId)) {
    await auditDirsync(ctx, {
      tenantId,
      userId: null,
      action: 'suite.cancelled',
      platform: 'wecom',
      detail: { corpId },
    })
  }
}

/** WeCom's change_auth: the company changed what it authorised; the company and app names are read again (get_auth_info). */
export async function refreshSuiteAuth(ctx: GatewayContext, corpId: string): Promise<void> {
  const suite = suiteClientOf(ctx)
  if (!suite) return
  for (const tenantId of await tenantsAuthorisedBy(ctx, suite.settings.suiteId, corpId)) {
    const row = await authRowOf(ctx, tenantId, suite.settings.suiteId)
    if (!row) continue
    const now = await suite.authInfo(corpId, await openSecret(ctx, row.permanent_code))
    await ctx.db
      .updateTable('dirsync_wecom_auth')
      .set({
        corp_name: now.corpName || row.corp_name,
        agent_name: now.agentName || row.agent_name,
        agent_id: now.agentId || row.agent_id,
        updated_at: ctx.now(),
      })
      .where('tenant_id', '=', tenantId)
      .where('suite_id', '=', suite.settings.suiteId)
      .execute()
    await auditDirsync(ctx, {
      tenantId,
      userId: null,
      action: 'suite.changed',
      platform: 'wecom',
      detail: { corpId, corpName: now.corpName, agentId: now.agentId },
    })
  }
}

import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import {
  DEFAULT_DATE_ATTRIBUTES,
  wecomSuite,
  type SuiteAuthorisation,
  type SuiteSettings,
  type WecomSuite,
} from '../../integrations/messaging/directory'
import { sealSecret } from '../accounts'
import { DEFAULT_RULES } from './rules'
import { say } from './texts'

/** A tenant's authorisation of the suite, as checkToAuth reports it. */
export type SuiteAuthStatus = 'pending' | 'exchanging' | 'authorised' | 'failed' | 'cancelled'

/** The installation's WeCom provider suite, or null when none is configured. */
export const suiteSettingsOf = (ctx: GatewayContext): SuiteSettings | null =>
  ctx.integrations.messaging.wecomSuite ?? null

/** The provider API client of the configured suite, reading the latest suite_ticket from the database. */
export function suiteClientOf(ctx: GatewayContext): WecomSuite | null {
  const settings = suiteSettingsOf(ctx)
  return settings ? wecomSuite(settings, () => ticketOf(ctx, settings.suiteId)) : null
}

export async function ticketOf(ctx: GatewayContext, suiteId: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('dirsync_suite_ticket')
    .select('ticket')
    .where('suite_id', '=', suiteId)
    .executeTakeFirst()
  return row?.ticket || null
}

/** Keeps the suite_ticket WeCom pushed at `at` (its TimeStamp): a newer one wins, a replayed older one is ignored. */
export async function saveTicket(ctx: GatewayContext, suiteId: string, ticket: string, at: number): Promise<void> {
  await ctx.db
    .insertInto('dirsync_suite_ticket')
    .values({ suite_id: suiteId, ticket, received_at: at })
    .onConflict((oc) =>
      oc
        .column('suite_id')
        .doUpdateSet({ ticket, received_at: at })
        .where('dirsync_suite_ticket.received_at', '<=', at),
    )
    .execute()
}

export const authRowOf = (ctx: GatewayContext, tenantId: number, suiteId: string) =>
  ctx.db
    .selectFrom('dirsync_wecom_auth')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('suite_id', '=', suiteId)
    .executeTakeFirst()

/**
 * Records a new install link of the tenant: the nonce its state carries and the hash of the asking browser's key
 * replace any earlier ones. A tenant already
 * authorised stays authorised (its connector keeps working) until the new authorisation completes.
 */
export async function savePending(
  ctx: GatewayContext,
  pending: { tenantId: number; suiteId: string; nonce: string; expiresAt: number; userId: number; browserHash: string },
): Promise<void> {
  const current = await authRowOf(ctx, pending.tenantId, pending.suiteId)
  const status = current?.status === 'authorised' ? 'authorised' : 'pending'
  const values = {
    status,
    nonce: pending.nonce,
    expires_at: pending.expiresAt,
    error: '',
    started_by: pending.userId,
    updated_at: ctx.now(),
    browser_hash: pending.browserHash,
  }
  await ctx.db
    .insertInto('dirsync_wecom_auth')
    .values({
      tenant_id: pending.tenantId,
      suite_id: pending.suiteId,
      ...values,
      corp_id: '',
      corp_name: '',
      agent_id: '',
      agent_name: '',
      auth_user_id: '',
      auth_user_name: '',
      permanent_code: '',
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'suite_id']).doUpdateSet(values))
    .execute()
}

/**
 * Takes the tenant's pending authorisation for the auth_code of `nonce`'s link, once: true for the first caller
 * (the redirect or WeCom's create_auth, whichever comes first), false for a used, replaced or expired link.
 */
export async function claimPending(
  ctx: GatewayContext,
  tenantId: number,
  suiteId: string,
  nonce: string,
): Promise<boolean> {
  const result = await ctx.db
    .updateTable('dirsync_wecom_auth')
    .set({ status: 'exchanging', nonce: '', updated_at: ctx.now() })
    .where('tenant_id', '=', tenantId)
    .where('suite_id', '=', suiteId)
    .where('nonce', '=', nonce)
    .where('status', 'in', ['pending', 'authorised'])
    .where('expires_at', '>=', ctx.now())
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** `texts`: why, in both languages. A tenant authorised before keeps that authorisation. */
export async function saveFailure(
  ctx: GatewayContext,
  tenantId: number,
  suiteId: string,
  texts: { zh: string; en: string },
): Promise<void> {
  const before = await authRowOf(ctx, tenantId, suiteId)
  await ctx.db
    .updateTable('dirsync_wecom_auth')
    .set({
      status: before?.permanent_code ? 'authorised' : 'failed',
      error: JSON.stringify(texts),
      updated_at: ctx.now(),
    })
    .where('tenant_id', '=', tenantId)
    .where('suite_id', '=', suiteId)
    .execute()
}

/**
 * Stores a completed authorisation: the company and the sealed permanent code with the tenant's authorisation, and
 * the tenant's WeCom connector switched to the suite (its token from get_corp_token); field rules and catch-up kept.
 */
export async function saveAuthorised(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number; lang: Lang },
  suite: SuiteSettings,
  auth: SuiteAuthorisation,
): Promise<void> {
  const now = ctx.now()
  const sealed = await sealSecret(ctx, auth.permanentCode)
  await ctx.db
    .updateTable('dirsync_wecom_auth')
    .set({
      status: 'authorised',
      corp_id: auth.corpId,
      corp_name: auth.corpName,
      agent_id: auth.agentId,
      agent_name: auth.agentName,
      auth_user_id: auth.userId,
      auth_user_name: auth.userName,
      permanent_code: sealed,
      error: '',
      updated_at: now,
    })
    .where('tenant_id', '=', who.tenantId)
    .where('suite_id', '=', suite.suiteId)
    .execute()
  const connector = {
    corp_id: auth.corpId,
    app_key: suite.suiteId,
    app_secret: sealed,
    agent_id: auth.agentId,
    api_url: suite.apiUrl,
    auth_mode: 'suite',
    updated_by: who.userId,
    updated_at: now,
  }
  await ctx.db
    .insertInto('dirsync_connector')
    .values({
      tenant_id: who.tenantId,
      platform: 'wecom',
      ...connector,
      callback_token: '',
      callback_key: '',
      field_rules: JSON.stringify(DEFAULT_RULES),
      catchup_minutes: 0,
      entry_date_attr: DEFAULT_DATE_ATTRIBUTES.entryDate,
      work_start_attr: DEFAULT_DATE_ATTRIBUTES.workStartDate,
      lang: who.lang,
      last_catchup_at: now,
      lease_holder: '',
      lease_until: 0,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'platform']).doUpdateSet(connector))
    .execute()
}

/** WeCom's cancel_auth: every tenant authorised by the company is marked cancelled; answers their ids. */
export async function markCancelled(ctx: GatewayContext, suiteId: string, corpId: string): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('dirsync_wecom_auth')
    .select('tenant_id')
    .where('suite_id', '=', suiteId)
    .where('corp_id', '=', corpId)
    .where('status', '=', 'authorised')
    .execute()
  const tenants = rows.map((row) => row.tenant_id)
  if (tenants.length) {
    await ctx.db
      .updateTable('dirsync_wecom_auth')
      .set({
        status: 'cancelled',
        error: JSON.stringify({ zh: say('zh', 'authCancelled'), en: say('en', 'authCancelled') }),
        updated_at: ctx.now(),
      })
      .where('suite_id', '=', suiteId)
      .where('corp_id', '=', corpId)
      .where('status', '=', 'authorised')
      .execute()
  }
  return tenants
}

/** The tenants whose WeCom connector reads `corpId` through the suite, authorised and not cancelled. */
export async function tenantsAuthorisedBy(ctx: GatewayContext, suiteId: string, corpId: string): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('dirsync_wecom_auth')
    .innerJoin('dirsync_connector', (join) =>
      join
        .onRef('dirsync_connector.tenant_id', '=', 'dirsync_wecom_auth.tenant_id')
        .on('dirsync_connector.platform', '=', 'wecom'),
    )
    .select('dirsync_wecom_auth.tenant_id')
    .where('dirsync_wecom_auth.suite_id', '=', suiteId)
    .where('dirsync_wecom_auth.corp_id', '=', corpId)
    .where('dirsync_wecom_auth.status', '=', 'authorised')
    .where('dirsync_connector.auth_mode', '=', 'suite')
    .where('dirsync_connector.corp_id', '=', corpId)
    .execute()
  return rows.map((row) => row.tenant_id)
}

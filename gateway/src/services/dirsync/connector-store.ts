import type { GatewayContext } from '../../core/context'
import type { Reach } from '../../core/outbound'
import { connectorReach } from '../../integrations/messaging/api-hosts'
import type { Lang } from '../../core/lang'
import {
  DEFAULT_DATE_ATTRIBUTES,
  PlatformApiError,
  type ConnectorSettings,
  type DateAttributes,
} from '../../integrations/messaging/directory'
import { MessagingError } from '../../integrations/messaging/types'
import type { Platform } from '../../integrations/messaging/types'
import { openSecret, sealSecret } from '../accounts'
import { apiRulesOf } from './api-rules'
import { rulesFrom, type FieldRules } from './rules'
import { authRowOf, suiteClientOf } from './suite-store'
import type { DirsyncConnectorTable } from './tables'

/** A saved connector: the settings a directory client needs, the field rules and the catch-up interval. */
export interface SavedConnector {
  settings: ConnectorSettings
  rules: FieldRules
  catchupMinutes: number
  updatedBy: number
  updatedAt: number
  /** The language of the administrator who saved it. */
  lang: Lang
  /** 'secret': the app secret an administrator typed; 'suite': the company authorised the provider's app by QR code. */
  authMode: 'secret' | 'suite'
}

/** What an administrator enters; an empty secret, token or key keeps the saved one. */
export interface ConnectorInput {
  corpId: string
  appKey: string
  appSecret: string
  agentId: string
  callbackToken: string
  callbackKey: string
  apiUrl: string
  rules: FieldRules
  catchupMinutes: number
  /** The custom attributes holding the entry date and the date work began (empty: the usual names). */
  dateAttributes: DateAttributes
}

/** The attribute names as given, trimmed; an empty one is the usual name. */
export const dateAttributesOf = (entryDate: string, workStartDate: string): DateAttributes => ({
  entryDate: entryDate.trim() || DEFAULT_DATE_ATTRIBUTES.entryDate,
  workStartDate: workStartDate.trim() || DEFAULT_DATE_ATTRIBUTES.workStartDate,
})

export const connectorRow = (ctx: GatewayContext, tenantId: number, platform: Platform) =>
  ctx.db
    .selectFrom('dirsync_connector')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('platform', '=', platform)
    .executeTakeFirst()

export async function connectorOf(ctx: GatewayContext, row: DirsyncConnectorTable): Promise<SavedConnector> {
  const open = async (sealed: string) => (sealed ? openSecret(ctx, sealed) : '')
  return {
    settings: {
      platform: row.platform as Platform,
      corpId: row.corp_id,
      appKey: row.app_key,
      appSecret: await open(row.app_secret),
      agentId: row.agent_id,
      callbackToken: await open(row.callback_token),
      callbackKey: await open(row.callback_key),
      apiUrl: row.api_url,
      timeoutMs: ctx.config.demo ? 10_000 : 15_000,
      reach: connectorReach(row.platform as Platform, apiRulesOf(ctx, row.platform as Platform)),
      dateAttributes: dateAttributesOf(row.entry_date_attr ?? '', row.work_start_attr ?? ''),
      ...(row.auth_mode === 'suite' ? { corpToken: () => suiteCorpToken(ctx, row) } : {}),
    },
    rules: rulesFrom(row.field_rules),
    catchupMinutes: Number(row.catchup_minutes),
    updatedBy: row.updated_by,
    lang: row.lang === 'en' ? 'en' : 'zh',
    updatedAt: Number(row.updated_at),
    authMode: row.auth_mode === 'suite' ? 'suite' : 'secret',
  }
}

/** The company's token from the suite that it authorised (get_corp_token with the permanent code). */
async function suiteCorpToken(
  ctx: GatewayContext,
  row: DirsyncConnectorTable,
): Promise<{ token: string; expiresIn: number }> {
  const suite = suiteClientOf(ctx)
  if (!suite || suite.settings.suiteId !== row.app_key)
    throw new MessagingError('failed', 'The WeCom provider suite this connector was authorised for is not configured')
  const auth = await authRowOf(ctx, row.tenant_id, row.app_key)
  // Cancelled in WeCom (cancel_auth): WeCom would refuse the permanent code the same way.
  if (auth?.status === 'cancelled')
    throw new PlatformApiError('wecom', 40084, 'authorisation cancelled', 'get_corp_token')
  return suite.corpToken(row.corp_id, await openSecret(ctx, row.app_secret))
}

/** The tenant's saved connector of `platform`, decrypted, or null. */
export async function savedConnector(
  ctx: GatewayContext,
  tenantId: number,
  platform: Platform,
): Promise<SavedConnector | null> {
  const row = await connectorRow(ctx, tenantId, platform)
  return row ? connectorOf(ctx, row) : null
}

/**
 * The settings an input stands for, the saved secrets filling the fields left empty; the saved app secret (or the
 * suite's token) only while the corp id and API address stay the saved ones, so it never goes to another address.
 */
export function mergedSettings(
  platform: Platform,
  input: ConnectorInput,
  saved: SavedConnector | null,
  reach: Reach,
): ConnectorSettings {
  const corpId = input.corpId.trim()
  const apiUrl = input.apiUrl.trim().replace(/\/+$/, '')
  const same = saved !== null && saved.settings.corpId === corpId && saved.settings.apiUrl === apiUrl ? saved : null
  return {
    platform,
    corpId,
    appKey: input.appKey.trim(),
    agentId: input.agentId.trim(),
    apiUrl,
    appSecret: input.appSecret || same?.settings.appSecret || '',
    // The callback token and key check what arrives; they are never sent anywhere.
    callbackToken: input.callbackToken || saved?.settings.callbackToken || '',
    callbackKey: input.callbackKey || saved?.settings.callbackKey || '',
    timeoutMs: saved?.settings.timeoutMs ?? 10_000,
    reach,
    dateAttributes: input.dateAttributes,
    // Authorised by QR code and no secret typed: the token still comes from the suite.
    ...(same?.authMode === 'suite' && !input.appSecret && same.settings.corpToken
      ? { corpToken: same.settings.corpToken }
      : {}),
  }
}

export async function saveConnector(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number; lang: Lang },
  settings: ConnectorSettings,
  input: ConnectorInput,
): Promise<void> {
  const now = ctx.now()
  const values = {
    corp_id: settings.corpId,
    app_key: settings.appKey,
    app_secret: await sealSecret(ctx, settings.appSecret),
    agent_id: settings.agentId,
    callback_token: settings.callbackToken ? await sealSecret(ctx, settings.callbackToken) : '',
    callback_key: settings.callbackKey ? await sealSecret(ctx, settings.callbackKey) : '',
    api_url: settings.apiUrl,
    field_rules: JSON.stringify(input.rules),
    catchup_minutes: input.catchupMinutes,
    entry_date_attr: input.dateAttributes.entryDate,
    work_start_attr: input.dateAttributes.workStartDate,
    updated_by: who.userId,
    lang: who.lang,
    updated_at: now,
    // A secret typed in switches a connector authorised by QR code back to the company's own app.
    ...(input.appSecret ? { auth_mode: 'secret' } : {}),
  }
  await ctx.db
    .insertInto('dirsync_connector')
    .values({
      tenant_id: who.tenantId,
      platform: settings.platform,
      auth_mode: 'secret',
      ...values,
      last_catchup_at: now,
      lease_holder: '',
      lease_until: 0,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'platform']).doUpdateSet(values))
    .execute()
}

/** The settings as the page shows them: secrets never leave the gateway, only whether one is saved. */
export function maskedView(saved: SavedConnector) {
  const { settings } = saved
  return {
    platform: settings.platform,
    corpId: settings.corpId,
    appKey: settings.appKey,
    agentId: settings.agentId,
    apiUrl: settings.apiUrl,
    appSecretSaved: settings.appSecret !== '',
    callbackTokenSaved: settings.callbackToken !== '',
    callbackKeySaved: settings.callbackKey !== '',
    rules: saved.rules,
    catchupMinutes: saved.catchupMinutes,
    entryDateAttr: settings.dateAttributes?.entryDate ?? DEFAULT_DATE_ATTRIBUTES.entryDate,
    workStartAttr: settings.dateAttributes?.workStartDate ?? DEFAULT_DATE_ATTRIBUTES.workStartDate,
    updatedAt: saved.updatedAt,
    authMode: saved.authMode,
  }
}

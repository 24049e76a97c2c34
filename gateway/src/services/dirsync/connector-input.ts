import type { BodyOf, contract } from '@hr-portal/api'
import type { GatewayContext } from '../../core/context'
import { apiAddressProblem, connectorReach, OFFICIAL_API_HOSTS } from '../../integrations/messaging/api-hosts'
import type { ConnectorSettings } from '../../integrations/messaging/directory'
import { apiRulesOf } from './api-rules'
import { dateAttributesOf, mergedSettings, savedConnector, type ConnectorInput } from './connector-store'
import { dirsyncCodes, dirsyncError } from './errors'
import { rulesFrom } from './rules'

/** The connector settings an administrator saves or tests (§7 config save/test, declared in the contract). */
export type SettingsBody = BodyOf<typeof contract.dirsync.connectors.save>

const inputOf = (body: SettingsBody): ConnectorInput => ({
  corpId: body.corpId,
  appKey: body.appKey ?? '',
  appSecret: body.appSecret ?? '',
  agentId: body.agentId ?? '',
  callbackToken: body.callbackToken ?? '',
  callbackKey: body.callbackKey ?? '',
  apiUrl: body.apiUrl ?? '',
  rules: rulesFrom(body.rules ?? {}),
  catchupMinutes: body.catchupMinutes ?? 0,
  dateAttributes: dateAttributesOf(body.entryDateAttr ?? '', body.workStartAttr ?? ''),
})

/**
 * The settings a save or test stands for, checked: the saved secret fills an empty one only for the same corp id and
 * API address (connector-store.ts mergedSettings), and the API address is the platform's own or one the operator allows.
 * Throws 411205 in the request's language.
 */
export async function settingsFromInput(
  ctx: GatewayContext,
  tenantId: number,
  body: SettingsBody,
): Promise<{ input: ConnectorInput; settings: ConnectorSettings }> {
  const input = inputOf(body)
  const saved = await savedConnector(ctx, tenantId, body.platform)
  const rules = apiRulesOf(ctx, body.platform)
  const settings = mergedSettings(body.platform, input, saved, connectorReach(body.platform, rules))
  if (!settings.appSecret)
    throw dirsyncError(
      dirsyncCodes.badSettings,
      saved?.settings.appSecret && !input.appSecret ? 'secretAgain' : 'secretRequired',
    )
  if (settings.callbackKey && settings.platform !== 'feishu' && !/^[A-Za-z0-9]{43}$/.test(settings.callbackKey))
    throw dirsyncError(dirsyncCodes.badSettings, 'badAesKey')
  const problem = apiAddressProblem(settings.platform, settings.apiUrl, rules)
  const example = `https://${OFFICIAL_API_HOSTS[settings.platform][0]}`
  if (problem === 'badUrl') throw dirsyncError(dirsyncCodes.badSettings, 'apiUrlShape', { example })
  if (problem === 'notAllowed')
    throw dirsyncError(dirsyncCodes.badSettings, 'apiUrlNotAllowed', { platform: settings.platform, example })
  return { input, settings }
}

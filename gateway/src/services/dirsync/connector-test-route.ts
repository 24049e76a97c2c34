import type { FastifyInstance, preHandlerHookHandler } from 'fastify'
import { authOf } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { langOfRequest, type Lang } from '../../core/lang'
import { isOfficialApiUrl } from '../../integrations/messaging/api-hosts'
import { directoryClient, PlatformApiError, type ConnectorSettings } from '../../integrations/messaging/directory'
import { auditDirsync } from './audit'
import { settingsFromInput, settingsSchema, type SettingsBody } from './connector-input'
import { sayConnector } from './connector-texts'
import { platformWords } from './errors'
import { isTextKey } from './texts'

/**
 * What the test answers when it failed: the platform's error in our words; the words an address answered are shown
 * only when it is the platform's own (an allowed proxy or a stand-in is named by our words or not at all).
 */
function testWords(lang: Lang, settings: ConnectorSettings, error: unknown): string {
  const ours = error instanceof PlatformApiError && isTextKey(`${settings.platform}${error.code}`)
  if (error instanceof PlatformApiError && !ours && !isOfficialApiUrl(settings.platform, settings.apiUrl)) return sayConnector(lang, 'answeredError')
  return platformWords(lang, settings.platform, error)
}

/**
 * §7 config/test: the settings as a save would take them (the saved secret only for the same corp id and API address,
 * the API address the platform's own or one the operator allows), tried against the platform; audited like a save,
 * refused settings too.
 */
export function connectorTestRoute(app: FastifyInstance, ctx: GatewayContext, manage: preHandlerHookHandler): void {
  app.post<{ Body: SettingsBody }>('/ums/web/wechat/config/test', { schema: { body: settingsSchema }, preHandler: manage }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    const audit = (detail: Record<string, unknown>) => auditDirsync(ctx, {
      tenantId, userId: auth.user.id, action: 'connector.test', platform: body.platform,
      detail: { corpId: body.corpId, appKey: body.appKey ?? '', agentId: body.agentId ?? '', apiUrl: body.apiUrl ?? '', secretTyped: !!body.appSecret, ...detail },
    })
    let settings: ConnectorSettings
    try {
      settings = (await settingsFromInput(ctx, tenantId, body)).settings
    } catch (error) {
      if (error instanceof GatewayError) await audit({ ok: false, refused: error.texts?.en ?? error.message })
      throw error
    }
    let answer = { ok: true, message: '' }
    try {
      await directoryClient(settings).testConnection()
    } catch (error) {
      answer = { ok: false, message: testWords(langOfRequest(request), settings, error) }
    }
    await audit({ ok: answer.ok })
    return ok(answer)
  })
}

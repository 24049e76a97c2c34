import { contract } from '@hr-portal/api'
import type { FastifyInstance, preHandlerHookHandler } from 'fastify'
import { authOf } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { directoryClient, type ConnectorSettings } from '../../integrations/messaging/directory'
import { auditDirsync } from './audit'
import { settingsFromInput } from './connector-input'
import { platformWords } from './errors'

/**
 * §7 config/test: the settings as a save would take them (the saved secret only for the same corp id and API address,
 * the API address the platform's own or one the operator allows), tried against the platform; audited like a save,
 * refused settings too.
 */
export function connectorTestRoute(app: FastifyInstance, ctx: GatewayContext, manage: preHandlerHookHandler): void {
  serve(app, contract.dirsync.connectors.test, { preHandler: manage }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    const audit = (detail: Record<string, unknown>) =>
      auditDirsync(ctx, {
        tenantId,
        userId: auth.user.id,
        action: 'connector.test',
        platform: body.platform,
        detail: {
          corpId: body.corpId,
          appKey: body.appKey ?? '',
          agentId: body.agentId ?? '',
          apiUrl: body.apiUrl ?? '',
          secretTyped: !!body.appSecret,
          ...detail,
        },
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
      answer = {
        ok: false,
        message: platformWords(langOfRequest(request), settings.platform, error, settings.apiUrl),
      }
    }
    await audit({ ok: answer.ok })
    return ok(answer)
  })
}

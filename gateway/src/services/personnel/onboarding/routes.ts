import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { documentTypes } from '../documents/documents'
import { ONBOARDING_FUNCTION } from './function'
import { checklists, completeTask, myTasks, welcome } from './tasks'
import { listTemplates, removeTemplate, saveTemplate, templateChoices } from './templates'

const routes = contract.personnel.onboarding

/** Onboarding checklists: HR's templates and hires' tasks (1105); every owner's tasks and the hire's welcome page. */
export function onboardingRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const hr = { preHandler: requireFunction(ctx, ONBOARDING_FUNCTION) }
  const signedIn = { preHandler: requireSession(ctx) }

  serve(app, routes.templates, hr, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const choices = await templateChoices(ctx.db, tenantId, lang)
    const templates = await listTemplates(ctx.db, tenantId, lang, choices)
    return ok({ templates, ...choices, documentTypes: await documentTypes(ctx.db, tenantId, ctx.now(), lang) })
  })

  serve(app, routes.saveTemplate, hr, async (request) => {
    const auth = authOf(request)
    const writer = {
      db: ctx.db,
      tenantId: auth.session.tenant_id,
      userId: auth.user.id,
      lang: langOfRequest(request),
      now: ctx.now(),
    }
    return ok(await saveTemplate(writer, request.body))
  })

  serve(app, routes.removeTemplate, hr, async (request) => {
    const auth = authOf(request)
    await removeTemplate(ctx.db, auth.session.tenant_id, langOfRequest(request), request.body.id)
    return ok({ removed: 1 })
  })

  serve(app, routes.checklists, hr, async (request) => {
    const tasks = await checklists(ctx, authOf(request), langOfRequest(request), request.body)
    return ok({ tasks })
  })

  serve(app, routes.myTasks, signedIn, async (request) => {
    const tasks = await myTasks(ctx, authOf(request), langOfRequest(request), request.body.open ?? false)
    return ok({ tasks })
  })

  serve(app, routes.welcome, signedIn, async (request) =>
    ok(await welcome(ctx, authOf(request), langOfRequest(request))),
  )

  serve(app, routes.complete, signedIn, async (request) =>
    ok(await completeTask(ctx, authOf(request), langOfRequest(request), request.body)),
  )
}

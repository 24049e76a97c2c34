import { contract, type Static, type vendorapiContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'
import { canOpenApp } from '../access'
import { appPseudonyms } from '../accounts'
import { appOf } from './app-of'
import { apiError } from './texts'
import { langOfRequest } from '../../core/lang'

/** The signed-in user as a third-party app may know them: its pseudonym, and what the consented scopes allow. */
export type AppUser = Static<typeof vendorapiContract.appUser>

/**
 * `POST /gateway/vendor/web/appUser` `{appId}`: what the shell answers a third-party app's `session.user` — the
 * user's pseudonym for that app in the session's tenant, the name, e-mail and job number only under the scopes
 * `user.name`, `user.email`, `user.jobNumber` the tenant consented to. For apps the user may open only (not those
 * the brand of the session or of the host hides).
 */
export function appUserRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, contract.vendorapi.web.appUser, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const tenantId = session.tenant_id
    // The shell names an app by its menu code or its microApp name (the manifest's name).
    const app = await appOf(ctx.db, tenantId, request.body.appId)
    const code = app?.code ?? ''
    if (!app || !(await canOpenApp(ctx.db, user, tenantId, code, await hiddenAppsOfSession(ctx, request, session))))
      throw apiError(langOfRequest(request), 'notInApp')
    const scopes = new Set(app.scopes)
    const staff =
      user.employee_id === null
        ? undefined
        : await ctx.db
            .selectFrom('employee')
            .select(['name', 'email', 'job_number'])
            .where('tenant_id', '=', tenantId)
            .where('id', '=', user.employee_id)
            .executeTakeFirst()
    const name = user.real_name || staff?.name || user.user_name
    const email = user.email || staff?.email
    const answer: AppUser = {
      id: (await appPseudonyms(ctx.db, tenantId, code)).ofUser(user.id),
      ...(scopes.has('user.name') && name ? { name } : {}),
      ...(scopes.has('user.email') && email ? { email } : {}),
      ...(scopes.has('user.jobNumber') && staff?.job_number ? { jobNumber: staff.job_number } : {}),
    }
    return ok(answer)
  })
}

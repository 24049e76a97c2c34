import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { signedIn } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes, texts } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { isOperator } from '../operations'
import {
  checkVendorPassword,
  closeVendorSession,
  openVendorSession,
  saveVendorAccount,
  type Vendor,
  vendorAccounts,
  vendorOfToken,
} from './accounts'
import { consoleError } from './texts'
import { vendorCalls, vendorDeliveries, vendorOverview } from './view'

const { session, view, accounts } = contract.vendorconsole

/** The console token of a request: its `token` header. */
const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.token
  const token = Array.isArray(header) ? header[0] : header
  return token?.startsWith('vct_') && token.length <= 100 ? token : undefined
}

/**
 * The vendor console's routes: a vendor signs in with its own account (not a tenant user) and reads its own apps'
 * installs, deliveries, calls and deletion requests; platform operators create and change vendor accounts.
 */
export function vendorConsoleRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const vendorOf = async (request: FastifyRequest): Promise<Vendor> => {
    const vendor = await vendorOfToken(ctx.db, tokenOf(request), ctx.now())
    if (!vendor) throw consoleError(langOfRequest(request), 'signedOut')
    return vendor
  }
  const operatorOnly = async (request: FastifyRequest) => {
    if (!(await isOperator(ctx.db, (await signedIn(ctx, request)).user.id)))
      throw new GatewayError(codes.noPermission, texts.noPermission)
  }

  serve(api, session.signIn, {}, async (request) => {
    const { login, password } = request.body
    const outcome = await checkVendorPassword(ctx.db, login, password, ctx.now())
    if (outcome.kind === 'locked') throw consoleError(langOfRequest(request), 'tooManyTries')
    if (outcome.kind === 'wrong') throw consoleError(langOfRequest(request), 'badSignIn')
    const { token, expiresAt } = await openVendorSession(ctx.db, login, ctx.now())
    return ok({ token, name: outcome.vendor.name, expiresAt })
  })

  serve(api, session.signOut, {}, async (request) => {
    await closeVendorSession(ctx.db, tokenOf(request))
    return ok({ signedOut: true as const })
  })

  serve(api, view.overview, {}, async (request) => ok(await vendorOverview(ctx.db, await vendorOf(request))))

  serve(api, view.deliveries, {}, async (request) => {
    const vendor = await vendorOf(request)
    const rows = await vendorDeliveries(ctx.db, vendor, request.body.status, request.body.limit ?? 50)
    return ok({ rows })
  })

  serve(api, view.calls, {}, async (request) => {
    const vendor = await vendorOf(request)
    return ok(await vendorCalls(ctx.db, vendor, ctx.now() - request.body.days * 24 * 60 * 60 * 1000))
  })

  serve(api, accounts.list, { preValidation: operatorOnly }, async () => {
    const rows = await vendorAccounts(ctx.db)
    return ok({ rows: rows.map(({ login, name, origins, createdAt }) => ({ login, name, origins, createdAt })) })
  })

  serve(api, accounts.save, { preValidation: operatorOnly }, async (request) => {
    const outcome = await saveVendorAccount(ctx.db, request.body, ctx.now())
    if (outcome === 'taken') throw consoleError(langOfRequest(request), 'loginTaken', { login: request.body.login })
    if (outcome === 'needsPassword') throw consoleError(langOfRequest(request), 'passwordNeeded')
    return ok({ login: request.body.login })
  })
}

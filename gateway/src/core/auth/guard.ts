import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { GatewayContext } from '../context'
import type { AppUserTable, SessionTable } from '../db/types'
import { GatewayError, codes, loginInvalid, texts } from '../errors'
import { functionIdsOf } from './functions'
import { isIdle, recordActivity } from './idle'
import { sessionsEnded } from './session-ends'
import { findOpenSessionUser, markChanged, revokeSession } from './sessions'
import { connectionTokenHash } from './token'

export const TOKEN_COOKIE = 'sso_sys_token'

/** The signed-in caller of a request. */
export interface Auth {
  token: string
  session: SessionTable
  user: AppUserTable
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null
  }
}

/** The token of a request: header `token` first, the cookie second (hidden-frame downloads). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token
  const fromHeader = Array.isArray(header) ? header[0] : header
  return fromHeader || request.cookies?.[TOKEN_COOKIE] || undefined
}

/** A check every signed-in request passes once its session is found; it throws to refuse the request. */
export type SessionCheck = (ctx: GatewayContext, request: FastifyRequest, auth: Auth) => Promise<void>

const sessionChecks: SessionCheck[] = []

/**
 * Adds a check to every guarded route (once, at module load). A service above core uses it to refuse a
 * session's requests until the user did something first (uac: set up the authenticator a tenant requires).
 */
export function registerSessionCheck(check: SessionCheck): void {
  sessionChecks.push(check)
}

async function authenticate(ctx: GatewayContext, request: FastifyRequest): Promise<Auth> {
  if (request.auth) return request.auth
  const token = tokenOf(request)
  if (!token || token.length > 200) throw loginInvalid()
  const now = ctx.now()
  // A kept-alive connection sends the same token on each request (a request without its socket is its own key).
  const tokenHash = connectionTokenHash(request.raw.socket ?? request.raw, token)
  let open = await findOpenSessionUser(ctx.db, tokenHash, now)
  // A held session that looks idle may have been used through another process since: the database decides.
  if (open && isIdle(open.session, open.idleMinutes, now)) open = await findOpenSessionUser(ctx.db, tokenHash, now, { fresh: true })
  if (!open) throw loginInvalid()
  const { session, user } = open
  // Idle past its tenant's timeout: the session ends here (its notice streams with it) and the request is refused.
  if (isIdle(session, open.idleMinutes, now)) {
    await revokeSession(ctx.db, session.token_hash, now)
    await sessionsEnded(ctx.bus, { userIds: [session.user_id] })
    throw loginInvalid()
  }
  await recordActivity(ctx.db, session, now)
  const auth = { token, session, user }
  for (const check of sessionChecks) await check(ctx, request, auth)
  request.auth = auth
  return request.auth
}

/** The caller, for handlers behind a guard (the guard has already failed the request otherwise). */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error('authOf called on a route without requireSession or requireFunction')
  return request.auth
}

export const requireSession = (ctx: GatewayContext): preHandlerAsyncHookHandler =>
  async function requireSessionHook(request: FastifyRequest, _reply: FastifyReply) {
    await authenticate(ctx, request)
  }

/**
 * Signed in, permissions not changed since the session last cleared the mark and no refresh of its portal asked for
 * (else 404110), and the function granted or the user super (else 403001).
 */
export const requireFunction = (ctx: GatewayContext, functionId: string): preHandlerAsyncHookHandler =>
  async function requireFunctionHook(request: FastifyRequest, _reply: FastifyReply) {
    const { session, user } = await authenticate(ctx, request)
    if (markChanged(session, user)) {
      throw new GatewayError(codes.permissionChanged, texts.permissionChanged)
    }
    if (user.is_super) return
    const granted = await functionIdsOf(ctx.db, user.id, session.tenant_id)
    if (!granted.has(functionId)) throw new GatewayError(codes.noPermission, texts.noPermission)
  }

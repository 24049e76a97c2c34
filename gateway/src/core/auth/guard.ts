import type { FastifyRequest, preHandlerHookHandler } from 'fastify'
import type { GatewayContext } from '../context'
import type { AppUserTable, SessionTable } from '../db/types'
import { GatewayError, codes, loginInvalid, texts } from '../errors'
import { hookOf, wiringOf } from '../service'
import { functionIdsOf, heldFunctionIdsOf } from './functions'
import { activityWriteDue, isIdle, recordActivity } from './idle'
import { sessionsEnded } from './session-ends'
import { findOpenSessionUser, heldOpenSessionUser, markChanged, revokeSession } from './sessions'
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

/**
 * A check every signed-in request passes once its session is found; it throws (or its promise rejects) to refuse the
 * request. One that can answer at once returns nothing, so the request does not wait.
 */
export type SessionCheck = (ctx: GatewayContext, request: FastifyRequest, auth: Auth) => void | Promise<void>

/**
 * The checks every guarded route runs, handed by the services above core in their `handlers`: to refuse a session's
 * requests until the user did something first (uac: set up the authenticator a tenant requires).
 */
export const SESSION_CHECKS = hookOf<SessionCheck>('core.sessionCheck')

/**
 * The caller of a request, or a refusal (thrown, or the promise rejects). A session this process holds, not idle and
 * not due for its activity write, is answered without waiting when the session checks answer at once too.
 */
function authenticate(ctx: GatewayContext, request: FastifyRequest): Auth | Promise<Auth> {
  if (request.auth) return request.auth
  const token = tokenOf(request)
  if (!token || token.length > 200) throw loginInvalid()
  const now = ctx.now()
  // A kept-alive connection sends the same token on each request (a request without its socket is its own key).
  const tokenHash = connectionTokenHash(request.raw.socket ?? request.raw, token)
  const held = heldOpenSessionUser(ctx.db, tokenHash, now)
  if (held && !isIdle(held.session, held.idleMinutes, now) && !activityWriteDue(held.session, now)) {
    return passChecks(ctx, request, { token, session: held.session, user: held.user })
  }
  return authenticateFromDatabase(ctx, request, token, tokenHash, now)
}

async function authenticateFromDatabase(
  ctx: GatewayContext,
  request: FastifyRequest,
  token: string,
  tokenHash: string,
  now: number,
): Promise<Auth> {
  let open = await findOpenSessionUser(ctx.db, tokenHash, now)
  // A held session that looks idle may have been used through another process since: the database decides.
  if (open && isIdle(open.session, open.idleMinutes, now))
    open = await findOpenSessionUser(ctx.db, tokenHash, now, { fresh: true })
  if (!open) throw loginInvalid()
  const { session, user } = open
  // Idle past its tenant's timeout: the session ends here (its notice streams with it) and the request is refused.
  if (isIdle(session, open.idleMinutes, now)) {
    await revokeSession(ctx.db, session.token_hash, now)
    await sessionsEnded(ctx.bus, { userIds: [session.user_id] })
    throw loginInvalid()
  }
  await recordActivity(ctx.db, session, now)
  return passChecks(ctx, request, { token, session, user })
}

/** Runs the session checks in order; waits only from the first one that does not answer at once. */
function passChecks(ctx: GatewayContext, request: FastifyRequest, auth: Auth): Auth | Promise<Auth> {
  const sessionChecks = wiringOf(ctx.db).all(SESSION_CHECKS)
  for (let i = 0; i < sessionChecks.length; i += 1) {
    const pending = sessionChecks[i]!(ctx, request, auth)
    if (pending) return finishChecks(ctx, request, auth, sessionChecks, pending, i + 1)
  }
  request.auth = auth
  return auth
}

async function finishChecks(
  ctx: GatewayContext,
  request: FastifyRequest,
  auth: Auth,
  sessionChecks: readonly SessionCheck[],
  pending: Promise<void>,
  next: number,
): Promise<Auth> {
  await pending
  for (const check of sessionChecks.slice(next)) await check(ctx, request, auth)
  request.auth = auth
  return auth
}

/**
 * Hands what `make` answers to `use`: at once for a value, once it settles for a promise. A throw of either, or a
 * rejection, goes to `done` instead.
 */
function settle<T>(make: () => T | Promise<T>, use: (value: T) => void, done: (error?: Error) => void): void {
  const useOrFail = (value: T) => {
    try {
      use(value)
    } catch (error) {
      done(error as Error)
    }
  }
  let value: T | Promise<T>
  try {
    value = make()
  } catch (error) {
    done(error as Error)
    return
  }
  if (value instanceof Promise) value.then(useOrFail, done)
  else useOrFail(value)
}

/** The caller, for handlers behind a guard (the guard has already failed the request otherwise). */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error('authOf called on a route without requireSession or requireFunction')
  return request.auth
}

export const requireSession = (ctx: GatewayContext): preHandlerHookHandler =>
  function requireSessionHook(request, _reply, done) {
    settle(
      () => authenticate(ctx, request),
      () => done(),
      done,
    )
  }

/**
 * Signed in, permissions not changed since the session last cleared the mark and no refresh of its portal asked for
 * (else 404110), and the function granted or the user super (else 403001).
 */
export const requireFunction = (ctx: GatewayContext, functionId: string): preHandlerHookHandler =>
  function requireFunctionHook(request, _reply, done) {
    settle(
      () => authenticate(ctx, request),
      (auth) => {
        const refusal = functionRefusal(ctx, auth, functionId)
        if (refusal instanceof Promise) refusal.then(done, done)
        else done(refusal)
      },
      done,
    )
  }

/** requireSession for code that checks in the middle of its own work: the caller, or a rejection. */
export async function signedIn(ctx: GatewayContext, request: FastifyRequest): Promise<Auth> {
  return authenticate(ctx, request)
}

/** requireFunction for code that checks in the middle of its own work: the caller, or a rejection. */
export async function grantedFunction(ctx: GatewayContext, request: FastifyRequest, functionId: string): Promise<Auth> {
  const auth = await authenticate(ctx, request)
  const refusal = await functionRefusal(ctx, auth, functionId)
  if (refusal) throw refusal
  return auth
}

/** Whether the signed-in caller may use a function (a super user may use every one). */
export async function holdsFunction(ctx: GatewayContext, auth: Auth, functionId: string): Promise<boolean> {
  return (await functionRefusal(ctx, auth, functionId)) === undefined
}

/** Why the caller may not use a function (undefined when they may); waits only when the grants are not held. */
function functionRefusal(
  ctx: GatewayContext,
  { session, user }: Auth,
  functionId: string,
): GatewayError | undefined | Promise<GatewayError | undefined> {
  if (markChanged(session, user)) return new GatewayError(codes.permissionChanged, texts.permissionChanged)
  if (user.is_super) return undefined
  const refusalOf = (granted: ReadonlySet<string>) =>
    granted.has(functionId) ? undefined : new GatewayError(codes.noPermission, texts.noPermission)
  const held = heldFunctionIdsOf(ctx.db, user.id, session.tenant_id)
  return held ? refusalOf(held) : functionIdsOf(ctx.db, user.id, session.tenant_id).then(refusalOf)
}

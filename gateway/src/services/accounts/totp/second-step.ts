import type { Static, accountsContract } from '@hr-portal/api'
import type { FastifyReply } from 'fastify'
import { issueLogin, type IssueLoginOptions, type LoginAnswer } from '../../../core/auth/issue-login'
import type { TenantChoice } from '../../../core/auth/pre-login'
import { hashToken, newToken } from '../../../core/auth/token'
import type { GatewayContext } from '../../../core/context'
import type { AppUserTable } from '../../../core/db/types'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'
import { enabledTotp } from './code-check'
import { sayTotp, totpCodes } from './texts'

/** How long a proven password (or code) waits for the second factor. */
export const SECOND_STEP_TTL_MS = 5 * 60_000
/** Wrong codes one waiting sign-in takes before it is dropped (the account's own hold counts too). */
export const SECOND_STEP_ATTEMPTS = 5

/** A sign-in that needs the authenticator code (or a recovery code) before any session exists. */
export type SecondStep = Static<typeof accountsContract.secondStep>

/**
 * The end of a sign-in method that must have a second factor (password, code, super login): for an account
 * with an authenticator on, no session yet but a single-use ticket (stored hashed) to post with the code at
 * /uac/account/totp/login; for any other account, issueLogin at once.
 */
export async function signInWithSecondFactor(
  ctx: GatewayContext,
  reply: FastifyReply,
  user: AppUserTable,
  options: IssueLoginOptions,
): Promise<LoginAnswer | TenantChoice | SecondStep> {
  if (!(await enabledTotp(ctx, user.id))) return issueLogin(ctx, reply, user, options)
  const ticket = newToken()
  const expiresAt = ctx.now() + SECOND_STEP_TTL_MS
  await ctx.db
    .insertInto('totp_pending_login')
    .values({
      ticket_hash: hashToken(ticket),
      user_id: user.id,
      tenant_id: options.tenantId ?? null,
      remember: options.remember ? 1 : 0,
      method: options.method ?? 'password',
      any_tenant: options.anyTenant ? 1 : 0,
      attempts: 0,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute()
  return { needTotp: true, totpTicket: ticket, expiresAt }
}

/** The waiting sign-in of a ticket (not yet taken), or 400133 when unknown, used, expired or out of attempts. */
export async function pendingSignIn(ctx: GatewayContext, ticket: string, lang: Lang) {
  const row = await ctx.db
    .selectFrom('totp_pending_login')
    .selectAll()
    .where('ticket_hash', '=', hashToken(ticket))
    .executeTakeFirst()
  if (!row || row.used_at !== null || Number(row.expires_at) <= ctx.now() || row.attempts >= SECOND_STEP_ATTEMPTS) {
    throw new GatewayError(totpCodes.ticketExpired, sayTotp(lang, 'ticketExpired'))
  }
  return row
}

/** Counts a wrong code against the waiting sign-in. */
export async function countAttempt(ctx: GatewayContext, ticketHash: string): Promise<void> {
  await ctx.db
    .updateTable('totp_pending_login')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('ticket_hash', '=', ticketHash)
    .execute()
}

/** Takes the waiting sign-in once (two racing right codes: one wins); false when it was taken already. */
export async function takeSignIn(ctx: GatewayContext, ticketHash: string): Promise<boolean> {
  const taken = await ctx.db
    .updateTable('totp_pending_login')
    .set({ used_at: ctx.now() })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1
}

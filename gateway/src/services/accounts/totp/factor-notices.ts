import type { FastifyBaseLogger } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { publishNotice } from '../../message'

/** The portal page of the account's security settings (the shell's /portal/security), which the notices open. */
export const SECURITY_PAGE = '/portal/security'

/** What happened to the account's second factor, as its owner is told through the message centre. */
export type FactorEvent =
  | { kind: 'recoveryUsed'; left: number }
  | { kind: 'turnedOff' }
  | { kind: 'reset'; adminName: string; tenantName: string }

/** Title and body of the notice, both languages in one (a notice is stored once, read in either language). */
export function factorNoticeText(event: FactorEvent): { title: string; body: string } {
  if (event.kind === 'recoveryUsed') {
    return {
      title: '已使用恢复码登录 / Signed in with a recovery code',
      body:
        `您的账号刚刚使用一个恢复码完成了两步验证，还剩 ${event.left} 个恢复码。如果不是您本人操作，请立即修改密码并重新生成恢复码。\n` +
        `Your account just passed two-step verification with a recovery code; ${event.left} recovery code${event.left === 1 ? '' : 's'} left. ` +
        'If this was not you, change your password and make new recovery codes at once.',
    }
  }
  if (event.kind === 'turnedOff') {
    return {
      title: '两步验证已关闭 / Two-step verification was turned off',
      body:
        '您账号的两步验证已关闭，身份验证器和恢复码已失效。如果不是您本人操作，请立即修改密码并重新开启两步验证。\n' +
        'Two-step verification of your account was turned off; its authenticator and recovery codes no longer work. ' +
        'If this was not you, change your password and turn two-step verification on again at once.',
    }
  }
  return {
    title: '两步验证已被管理员重置 / Two-step verification was reset by an administrator',
    body:
      `“${event.tenantName}”的管理员 ${event.adminName} 重置了您账号的两步验证：原身份验证器和恢复码已失效，所有登录会话已结束。如有需要，请在账号安全中重新设置。\n` +
      `${event.adminName}, an administrator of "${event.tenantName}", reset the two-step verification of your account: its authenticator ` +
      'and recovery codes no longer work and every session was signed out. Set it up again in your account security if needed.',
  }
}

/**
 * Tells the account's owner, in the message centre of `tenantId`, that its second factor was used or changed.
 * A failure to send is logged: the change itself stands.
 */
export async function sendFactorNotice(
  ctx: GatewayContext,
  log: FastifyBaseLogger,
  to: { userId: number; tenantId: number; from: { id: number; name: string } },
  event: FactorEvent,
): Promise<void> {
  const { title, body } = factorNoticeText(event)
  try {
    await publishNotice(ctx.db, {
      tenantId: to.tenantId,
      channel: 'app',
      title,
      body,
      mustRead: false,
      countdownSeconds: 0,
      link: SECURITY_PAGE,
      publisherId: to.from.id,
      publisherName: to.from.name,
      audience: { type: 'users', ids: [to.userId] },
      now: ctx.now(),
    })
  } catch (error) {
    log.error({ err: error }, 'second-factor notice not sent')
  }
}

/** The tenant a signed-out event is told in: the sign-in's tenant, else the user's home tenant, else any of theirs. */
export async function noticeTenantOf(
  ctx: GatewayContext,
  user: { id: number; tenant_id: number },
  tenantId: number | null,
): Promise<number | undefined> {
  const tenants = (
    await ctx.db
      .selectFrom('user_tenant')
      .select('tenant_id')
      .where('user_id', '=', user.id)
      .orderBy('tenant_id')
      .execute()
  ).map((r) => r.tenant_id)
  if (tenantId !== null && tenants.includes(tenantId)) return tenantId
  return tenants.includes(user.tenant_id) ? user.tenant_id : tenants[0]
}

import type { Static, accountsContract } from '@hr-portal/api'
import type { FastifyRequest } from 'fastify'
import type { GatewayContext } from '../core/context'
import { cached } from '../core/cache'

/**
 * §3 System info, as the shell stores it (`sysInfo`) and hands it to sub-apps (/uac/sysInfo answers it): the
 * brand's service segments, its systemType for getLoginPermission, and the app codes it hides (not in its menus,
 * search or intents, and refused by their routes).
 */
export type SysInfo = Static<typeof accountsContract.sysInfo>

/** The request's host name, without port, lower case ('' when absent). */
export function hostNameOf(request: FastifyRequest): string {
  const host = String(request.headers.host ?? '')
  return host
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
}

/** The brand's system info for a system code; the default brand when the code is unknown (cached until a brand changes). */
export function sysInfoOf(ctx: GatewayContext, sysCode: string): Promise<SysInfo> {
  return cached(ctx.db, 'brands', `sys-info:${sysCode}`, () => readSysInfo(ctx, sysCode))
}

async function readSysInfo(ctx: GatewayContext, sysCode: string): Promise<SysInfo> {
  const row = await ctx.db
    .selectFrom('brand')
    .selectAll()
    .where('sys_code', 'in', [sysCode, 'default'])
    .orderBy('id', 'desc')
    .execute()
  const brand = row.find((r) => r.sys_code === sysCode) ?? row.find((r) => r.sys_code === 'default')
  if (!brand)
    return {
      id: 0,
      tenantId: null,
      sysCode: 'default',
      themeId: '',
      sysName: '',
      logoUrl: '',
      linkUrl: '',
      segments: [],
      systemType: 1,
      hiddenApps: [],
    }
  return {
    id: brand.id,
    tenantId: brand.tenant_id,
    sysCode: brand.sys_code,
    themeId: brand.theme_id,
    sysName: brand.sys_name,
    logoUrl: brand.logo_url,
    linkUrl: brand.link_url,
    segments: brand.segments.split(',').filter(Boolean),
    systemType: brand.system_type,
    hiddenApps: brand.hidden_apps.split(',').filter(Boolean),
  }
}

/** §1: the brand of the host the request came to (config.brandHosts), else the default brand. */
export function brandOfRequest(ctx: GatewayContext, request: FastifyRequest): Promise<SysInfo> {
  return sysInfoOf(ctx, brandCodeOfHost(ctx, request))
}

/** The system code of the brand the request's host is configured for ('default' for any other host). */
export const brandCodeOfHost = (ctx: GatewayContext, request: FastifyRequest): string =>
  ctx.config.brandHosts[hostNameOf(request)] ?? 'default'

/**
 * The app codes hidden from a signed-in request: those the brand its session was signed in on hides, and those of the
 * request's host's brand. Sub-apps call the gateway at its own origin whatever host the shell is on, so on their routes
 * only the session knows the brand.
 */
export function hiddenAppsOfSession(
  ctx: GatewayContext,
  request: FastifyRequest,
  session: { sys_code: string },
): Promise<ReadonlySet<string>> {
  const hostCode = brandCodeOfHost(ctx, request)
  // One set per pair of brands, shared by every request that has them (never changed), until a brand changes.
  return cached(ctx.db, 'brands', `hidden-apps:${hostCode}:${session.sys_code}`, async () => {
    const hidden = new Set((await sysInfoOf(ctx, hostCode)).hiddenApps)
    if (session.sys_code) for (const code of (await sysInfoOf(ctx, session.sys_code)).hiddenApps) hidden.add(code)
    return hidden
  })
}

/** The app codes the brand of the request's host hides (see SysInfo.hiddenApps). */
export async function hiddenAppsOfRequest(ctx: GatewayContext, request: FastifyRequest): Promise<ReadonlySet<string>> {
  return new Set((await brandOfRequest(ctx, request)).hiddenApps)
}

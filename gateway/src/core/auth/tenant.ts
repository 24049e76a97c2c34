import { GatewayError, codes, texts } from '../errors'

/** A session reads its own tenant; naming another one is refused rather than silently ignored. */
export function sessionTenant(sessionTenantId: number, requested: number | undefined): number {
  if (requested !== undefined && requested !== sessionTenantId)
    throw new GatewayError(codes.noPermission, texts.noPermission)
  return sessionTenantId
}

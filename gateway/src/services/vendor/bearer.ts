import type { FastifyRequest } from 'fastify'
import { errors } from 'jose'
import type { AppTokenClaims } from '../../core/auth/app-token'
import type { GatewayContext } from '../../core/context'
import { GatewayError, codes } from '../../core/errors'

const unauthorised = (msg: string, cause?: unknown) => new GatewayError(codes.badAppToken, msg, 401, { cause })

/**
 * The vendor backends' check of `Authorization: Bearer <app token>`: signature (published key),
 * issuer, audience = this app, expiry. Any failure is HTTP 401 code 401100.
 */
export async function verifyBearer(ctx: GatewayContext, request: FastifyRequest, audience: string): Promise<AppTokenClaims> {
  const header = request.headers.authorization ?? ''
  const match = /^Bearer ([A-Za-z0-9_.-]{10,4096})$/.exec(header)
  if (!match) throw unauthorised('Missing app token')
  try {
    return await ctx.appTokens.verify(match[1], audience)
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorised('App token expired', error)
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
      throw unauthorised('App token is not for this app', error)
    }
    throw unauthorised('Invalid app token', error)
  }
}

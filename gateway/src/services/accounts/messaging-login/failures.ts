import { GatewayError, codes, texts } from '../../../core/errors'
import { MessagingError } from '../../../integrations/messaging/types'

/** A MessagingError as the §8 notice the login page shows; anything else is left to the caller. */
export function asGatewayError(error: unknown): unknown {
  if (!(error instanceof MessagingError)) return error
  if (error.kind === 'illegal')
    return new GatewayError(codes.messagingIllegal, texts.parameterIllegal, 200, { cause: error })
  if (error.kind === 'timeout') return new GatewayError(codes.messagingTimeout, texts.timeOut, 200, { cause: error })
  return new GatewayError(codes.messagingFailed, texts.thirdPartyFailed, 200, { cause: error })
}

export const noMobile = () => new GatewayError(codes.messagingNoMobile, texts.mobileUnavailable)
export const mobileUnknown = () => new GatewayError(codes.messagingMobileUnknown, texts.mobileNotFound)
export const illegal = (why: string) =>
  new GatewayError(codes.messagingIllegal, texts.parameterIllegal, 200, { cause: new Error(why) })

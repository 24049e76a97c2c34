import type { GatewayContext } from '../../core/context'
import { GatewayError, codes } from '../../core/errors'
import type { CodeChannel } from './destination'
import { say, type Lang } from './texts'

/**
 * Sends a code by SMS or e-mail. The channel must be configured whether or not the code is
 * delivered (`deliver` false for a destination without an account), so both answer alike.
 */
export async function deliverCode(
  ctx: GatewayContext,
  input: { channel: CodeChannel; destination: string; code: string; lang: Lang; deliver: boolean },
): Promise<void> {
  const { channel, destination, code, lang } = input
  const { mail, sms } = ctx.integrations
  if (channel === 'sms' && !sms.configured) throw new GatewayError(codes.channelUnavailable, say(lang, 'smsUnavailable'))
  if (channel === 'email' && !mail.configured) throw new GatewayError(codes.channelUnavailable, say(lang, 'mailUnavailable'))
  if (!input.deliver) return
  try {
    if (channel === 'sms') await sms.send(destination, say(lang, 'smsText', { code }))
    else await mail.send({ to: destination, subject: say(lang, 'mailSubject'), text: say(lang, 'mailText', { code }) })
  } catch (error) {
    throw new GatewayError(codes.systemError, say(lang, 'sendFailed'), 200, { cause: error })
  }
}

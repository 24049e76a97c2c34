import type { GatewayContext } from '../../core/context'
import { GatewayError, codes } from '../../core/errors'
import type { CodeChannel } from './destination'
import { say, type Lang } from './texts'

/**
 * Refuses a code by a channel this installation has not configured (400112), whether or not the
 * destination has an account, so both answer alike.
 */
export function requireChannel(ctx: GatewayContext, channel: CodeChannel, lang: Lang): void {
  const { mail, sms } = ctx.integrations
  if (channel === 'sms' && !sms.configured)
    throw new GatewayError(codes.channelUnavailable, say(lang, 'smsUnavailable'))
  if (channel === 'email' && !mail.configured)
    throw new GatewayError(codes.channelUnavailable, say(lang, 'mailUnavailable'))
}

/** The text message or e-mail that carries `code`, in `lang` (subject empty for SMS). */
export function codeMessage(channel: CodeChannel, code: string, lang: Lang): { subject: string; body: string } {
  return channel === 'sms'
    ? { subject: '', body: say(lang, 'smsText', { code }) }
    : { subject: say(lang, 'mailSubject'), body: say(lang, 'mailText', { code }) }
}

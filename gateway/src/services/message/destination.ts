import type { Db } from '../../core/db/types'
import { GatewayError, codes } from '../../core/errors'
import { say, type Lang } from './texts'

export type CodeChannel = 'sms' | 'email'

/** Mainland China mobile numbers (§5 'Please enter the correct phone number'). */
export const PHONE = /^1[3-9]\d{9}$/
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/

/**
 * The destination as stored and compared: a phone without spaces or a +86 prefix, an e-mail
 * address in lower case. Throws 400107 with the §5 text when it is not valid.
 */
export function normalDestination(channel: CodeChannel, raw: string, lang: Lang): string {
  const value = raw.trim()
  if (channel === 'sms') {
    const phone = value.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '')
    if (!PHONE.test(phone)) throw new GatewayError(codes.badDestination, say(lang, 'badPhone'))
    return phone
  }
  const mail = value.toLowerCase()
  if (mail.length > 200 || !EMAIL.test(mail)) throw new GatewayError(codes.badDestination, say(lang, 'badEmail'))
  return mail
}

/** The one account whose phone or e-mail is `destination` (normalised), or undefined (none, or several). */
export async function accountAt(db: Db, channel: CodeChannel, destination: string) {
  const query = db.selectFrom('app_user').selectAll()
  const rows =
    channel === 'sms'
      ? await query.where('phone', '=', destination).limit(2).execute()
      : await query
          .where((eb) => eb(eb.fn('lower', ['email']), '=', destination))
          .limit(2)
          .execute()
  return rows.length === 1 ? rows[0] : undefined
}

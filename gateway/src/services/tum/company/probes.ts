import type { Db } from '../../../core/db/types'
import { GatewayError, codes } from '../../../core/errors'
import { countEvent, waitAtLimit } from '../../message'
import type { Registration } from './rules'
import { sayCompany, type Lang } from './texts'

/** Registrations answered 'taken' (name, account, phone or e-mail) per client address and day. */
export const PROBES_PER_ADDRESS = 10
/** Times one taken value (an account name, a phone, an e-mail, a company name) may be answered 'taken' per day. */
export const PROBES_PER_VALUE = 5
const DAY = 24 * 60 * 60 * 1000

// Counted in attempt_counter so every gateway process counts alike. Only 'taken' answers count:
// a value nobody holds never comes near its limit.
const addressKey = (ip: string) => `company:probe:ip:${ip}`
type Probed = Pick<Registration, 'companyName' | 'adminAccount' | 'adminPhone' | 'adminEmail'>
const valueKeys = (reg: Probed) => ({
  nameTaken: `company:probe:name:${reg.companyName.toLowerCase()}`,
  accountTaken: `company:probe:account:${reg.adminAccount.toLowerCase()}`,
  phoneTaken: `company:probe:phone:${reg.adminPhone}`,
  emailTaken: `company:probe:email:${reg.adminEmail}`,
})
export type TakenField = keyof ReturnType<typeof valueKeys>

/**
 * Refuses (400110, with the hours left) a registration from an address that was answered 'taken'
 * PROBES_PER_ADDRESS times today, or naming a value answered 'taken' PROBES_PER_VALUE times today.
 */
export async function refuseProbing(db: Db, reg: Probed, ip: string, lang: Lang, now: number): Promise<void> {
  let wait = await waitAtLimit(db, addressKey(ip), PROBES_PER_ADDRESS, DAY, now)
  for (const key of Object.values(valueKeys(reg))) wait = Math.max(wait, await waitAtLimit(db, key, PROBES_PER_VALUE, DAY, now))
  if (wait > 0) throw new GatewayError(codes.tooManyAttempts, sayCompany(lang, 'tooManyProbes', { h: Math.max(1, Math.ceil(wait / (60 * 60 * 1000))) }))
}

/** Counts a 'taken' answer against the address and the value that was taken. */
export async function countProbe(db: Db, reg: Probed, field: TakenField, ip: string, now: number): Promise<void> {
  await countEvent(db, [addressKey(ip), valueKeys(reg)[field]], DAY, now)
}

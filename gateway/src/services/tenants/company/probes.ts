import { addressBudgets, spendBudgets } from '../../../core/db/budgets'
import type { Db } from '../../../core/db/types'
import { GatewayError, codes } from '../../../core/errors'
import { TAKEN_CODES, takenField } from './create-company'
import type { Registration } from './rules'
import { sayCompany, type Lang } from './texts'

/** Registrations answered 'taken' (name, account, phone or e-mail) per client address and day, and per /24 or /64 network. */
export const PROBES_PER_ADDRESS = 10
export const PROBES_PER_NETWORK = 30
/** Times one taken value (an account name, a phone, an e-mail, a company name) may be answered 'taken' per day. */
export const PROBES_PER_VALUE = 5
const DAY = 24 * 60 * 60 * 1000

// Counted in attempt_counter so every gateway process counts alike. Only 'taken' answers count:
// a value nobody holds never comes near its limit.
type Probed = Pick<Registration, 'companyName' | 'adminAccount' | 'adminPhone' | 'adminEmail'>
const valueKeys = (reg: Probed) => ({
  nameTaken: `company:probe:name:${reg.companyName.toLowerCase()}`,
  accountTaken: `company:probe:account:${reg.adminAccount.toLowerCase()}`,
  phoneTaken: `company:probe:phone:${reg.adminPhone}`,
  emailTaken: `company:probe:email:${reg.adminEmail}`,
})

const tooMany = (lang: Lang, ms: number) =>
  new GatewayError(
    codes.tooManyAttempts,
    sayCompany(lang, 'tooManyProbes', { h: Math.max(1, Math.ceil(ms / (60 * 60 * 1000))) }),
  )

/**
 * Throws the 'taken' answer (TAKEN_CODES) when a detail of `reg` is held already. Each such answer is spent from the
 * address's (PROBES_PER_ADDRESS), its network's (PROBES_PER_NETWORK) and the taken value's (PROBES_PER_VALUE) day
 * before it is given, each in one statement, so that registrations sent together cannot all be answered; past one the
 * answer is 400110 with the hours left. Details nobody holds cost nothing, unless the address or network spent its day.
 */
export async function refuseTaken(db: Db, reg: Probed, ip: string, lang: Lang, now: number): Promise<void> {
  const share = await spendBudgets(
    db,
    'attempt_counter',
    addressBudgets('company:probe', ip, PROBES_PER_ADDRESS, PROBES_PER_NETWORK, DAY),
    now,
  )
  if (!share.ok) throw tooMany(lang, share.waitMs)
  const taken = await takenField(db, reg)
  if (!taken) return share.giveBack()
  const value = await spendBudgets(
    db,
    'attempt_counter',
    [{ key: valueKeys(reg)[taken], limit: PROBES_PER_VALUE, windowMs: DAY }],
    now,
  )
  if (value.ok) throw new GatewayError(TAKEN_CODES[taken], sayCompany(lang, taken))
  await share.giveBack()
  throw tooMany(lang, value.waitMs)
}

import type { Db } from '../../../core/db/types'
import { TOIL_TYPE } from '../credits'
import { type Entry, post } from './ledger'
import { leaveTypeRows } from '../type-rows'
import { holdersOf, type Holder } from './people'
import { policyOf, type Policy } from './policy'
import { accruedBy, yearShare } from './share'
import { barredYears } from './barred'

/** A type with a yearly entitlement, with its policy. */
interface Granting {
  code: string
  gender: number | null
  policy: Policy
}

/** The tenant's tracked types that give days every year (from the leave types held in the shared cache). */
export async function grantingTypes(db: Db, tenantId: number): Promise<Granting[]> {
  const rows = await leaveTypeRows(db, tenantId)
  return rows
    .filter((row) => row.tracked === 1 && row.code !== TOIL_TYPE)
    .map((row) => ({ code: row.code, gender: row.gender, policy: policyOf(row) }))
    .filter((type) => type.policy.entitlement !== 'none')
}

const eligible = (type: Granting, holder: Holder) =>
  (type.gender === null || type.gender === holder.gender) &&
  (type.policy.contractTypes === null || type.policy.contractTypes.includes(holder.contractType))

/** The kinds that together make a year's entitlement (before carry-over, expiry and HR's adjustments). */
const ENTITLEMENT_KINDS = ['grant', 'accrual', 'correction', 'leaver', 'forfeit', 'opening']

/** The ledger of accounts read for settling a year: entitlement sums, years opened, statutory days taken. */
interface LedgerFacts {
  /** The year's entitlement (ENTITLEMENT_KINDS summed), by `userId:typeCode`. */
  given: Map<string, number>
  /** `userId:typeCode` of the year's opening balances. */
  opened: Set<string>
  /** `userId:typeCode:year` of any taking in the year or the year before. */
  taken: Set<string>
}

/** The accounts' ledger for a year in one read: its sums by kind, and the year before's takings. */
async function ledgerFacts(db: Db, tenantId: number, year: number, userIds: number[]): Promise<LedgerFacts> {
  const facts: LedgerFacts = { given: new Map(), opened: new Set(), taken: new Set() }
  for (let start = 0; start < userIds.length; start += 300) {
    const rows = await db
      .selectFrom('leave_ledger')
      .select(['user_id', 'type_code', 'year', 'kind', (eb) => eb.fn.sum<number>('amount').as('amount')])
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([
          eb.and([eb('year', '=', year), eb('kind', 'in', [...ENTITLEMENT_KINDS, 'taken'])]),
          eb.and([eb('year', '=', year - 1), eb('kind', '=', 'taken')]),
        ]),
      )
      .where('user_id', 'in', userIds.slice(start, start + 300))
      .groupBy(['user_id', 'type_code', 'year', 'kind'])
      .execute()
    for (const row of rows) {
      const key = `${row.user_id}:${row.type_code}`
      if (row.kind === 'taken') facts.taken.add(`${key}:${row.year}`)
      else {
        facts.given.set(key, (facts.given.get(key) ?? 0) + Number(row.amount))
        if (row.kind === 'opening') facts.opened.add(key)
      }
    }
  }
  return facts
}

/**
 * Brings a year's entitlements up to date on `onDay` for the tenant's accounts (all, or those given): a yearly
 * policy's grant, a monthly one's accruals up to `onDay`'s month, and a correction where the facts changed since
 * (a leaver's last day, a new work-start date, a year barred by sick leave). Every entry's key is derived from what it
 * records, so settling again, or after a crash, writes nothing twice.
 */
export async function settleYear(
  db: Db,
  tenantId: number,
  year: number,
  onDay: string,
  now: number,
  userIds?: number[],
): Promise<number> {
  if (!(await grantingTypes(db, tenantId)).length) return 0
  return settleHolders(db, tenantId, year, onDay, now, await holdersOf(db, tenantId, year, userIds))
}

/** settleYear for the holders given (accounts employed at some time in `year`, as holdersOf reads them). */
export async function settleHolders(
  db: Db,
  tenantId: number,
  year: number,
  onDay: string,
  now: number,
  holders: Holder[],
): Promise<number> {
  const types = await grantingTypes(db, tenantId)
  if (!types.length) return 0
  let written = 0
  for (let start = 0; start < holders.length; start += 500) {
    const part = holders.slice(start, start + 500)
    const ids = part.map((holder) => holder.userId)
    const { given, opened, taken } = await ledgerFacts(db, tenantId, year, ids)
    const barred = await barredYears(db, tenantId, year, part, types, taken)
    const entries: Entry[] = []
    for (const holder of part) {
      for (const type of types) {
        if (!eligible(type, holder)) continue
        const share = yearShare(type.policy, holder, year)
        if (!share) continue
        // A year balances existed for before the ledger keeps what HR had set.
        if (opened.has(`${holder.userId}:${type.code}`)) continue
        const onYear = Number(onDay.slice(0, 4))
        const month = onYear > year ? 12 : onYear < year ? 0 : Number(onDay.slice(5, 7))
        const monthly = type.policy.accrual === 'monthly'
        let target = monthly ? accruedBy(share, month) : share.amount
        if (barred.has(`${holder.userId}:${type.code}`)) target = 0
        const base = { tenantId, userId: holder.userId, typeCode: type.code, year }
        const have = given.get(`${holder.userId}:${type.code}`) ?? null
        if (have === null) {
          if (monthly && month === 0) continue
          entries.push({
            ...base,
            kind: monthly ? 'accrual' : 'grant',
            amount: target,
            key: monthly ? `accrual:${month}` : 'grant',
          })
          continue
        }
        if (have === target) continue
        const kind = barred.has(`${holder.userId}:${type.code}`)
          ? 'forfeit'
          : holder.leave && holder.leave <= `${year}-12-31`
            ? 'leaver'
            : monthly && target > have
              ? 'accrual'
              : 'correction'
        entries.push({ ...base, kind, amount: target - have, key: `${kind}:${have}>${target}` })
      }
    }
    await post(db, entries, now)
    written += entries.length
  }
  return written
}

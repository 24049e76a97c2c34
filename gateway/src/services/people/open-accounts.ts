import { randomBytes } from 'node:crypto'
import { createAccount } from './create-account'
import { refusalText, type AccountRefusal } from './open-account-texts'
import type { PeopleScope } from './scope'

/** What names a new account: the record's job number, mobile or e-mail. */
export const ACCOUNT_NAME_RULES = ['jobNumber', 'phone', 'email'] as const
export type AccountNameRule = (typeof ACCOUNT_NAME_RULES)[number]

/** An account name as onboarding takes it (the contract's userName pattern). */
const NAME_PATTERN = /^[A-Za-z0-9_.@-]{3,50}$/

export interface OpenedAccount {
  employeeId: number
  userId: number
  userName: string
}

export interface RefusedAccount {
  employeeId: number
  /** The record's name ('' for a record not found). */
  name: string
  reason: AccountRefusal
  /** The reason in the scope's language. */
  message: string
}

/**
 * Opens a sign-in account for each staff record given (of the scope's tenant), named by `nameRule`, with `roleIds`.
 * A record not found in the tenant, left, already with an account, without a usable name (empty, not an account
 * name, taken, or the same as another record's of this call) or without a mobile or e-mail only it uses (the code
 * sign-in finds the account by them) is refused with its reason and nothing is written for it; the others are
 * opened in the caller's transaction through createAccount (so ACCOUNTS_OPENED grants their leave). The password is
 * random and never shown: the person signs in by a code and sets one with 'forgot password'.
 */
export async function openAccounts(
  scope: PeopleScope,
  request: { employeeIds: number[]; nameRule: AccountNameRule; roleIds: number[] },
): Promise<{ opened: OpenedAccount[]; refused: RefusedAccount[] }> {
  const { db, tenantId, lang } = scope
  const ids = [...new Set(request.employeeIds)]
  const records = ids.length
    ? await db
        .selectFrom('employee')
        .select(['id', 'name', 'job_number', 'phone', 'email', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .execute()
    : []
  const withAccount = new Set(
    ids.length
      ? (
          await db
            .selectFrom('app_user')
            .select('employee_id')
            .where('tenant_id', '=', tenantId)
            .where('employee_id', 'in', ids)
            .execute()
        ).map((row) => row.employee_id)
      : [],
  )
  const nameOf = (record: (typeof records)[number]) =>
    (request.nameRule === 'jobNumber'
      ? record.job_number
      : request.nameRule === 'phone'
        ? record.phone
        : record.email.toLowerCase()
    ).trim()
  const names = records.map(nameOf).filter(Boolean)
  const phones = records.map((record) => record.phone).filter(Boolean)
  const emails = records.map((record) => record.email.toLowerCase()).filter(Boolean)
  const taken = new Set(
    names.length
      ? (await db.selectFrom('app_user').select('user_name').where('user_name', 'in', names).execute()).map(
          (row) => row.user_name,
        )
      : [],
  )
  const phonesUsed = new Set(
    phones.length
      ? (await db.selectFrom('app_user').select('phone').where('phone', 'in', phones).execute()).map((r) => r.phone)
      : [],
  )
  const emailsUsed = new Set(
    emails.length
      ? (
          await db
            .selectFrom('app_user')
            .select('email')
            .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
            .execute()
        ).map((r) => r.email.toLowerCase())
      : [],
  )
  const count = (values: string[]) => {
    const counts = new Map<string, number>()
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
    return counts
  }
  const nameCounts = count(names)
  const phoneCounts = count(phones)
  const emailCounts = count(emails)

  const refused: RefusedAccount[] = []
  const refuse = (employeeId: number, name: string, reason: AccountRefusal, value = '') =>
    refused.push({ employeeId, name, reason, message: refusalText(lang, reason, value) })
  const toOpen: { record: (typeof records)[number]; userName: string }[] = []
  for (const id of ids) {
    const record = records.find((row) => row.id === id)
    if (!record) {
      refuse(id, '', 'notFound')
      continue
    }
    const userName = nameOf(record)
    const email = record.email.toLowerCase()
    const phoneFree = record.phone !== '' && !phonesUsed.has(record.phone) && phoneCounts.get(record.phone) === 1
    const emailFree = email !== '' && !emailsUsed.has(email) && emailCounts.get(email) === 1
    if (record.status !== 1) refuse(id, record.name, 'left')
    else if (withAccount.has(id)) refuse(id, record.name, 'hasAccount')
    else if (!userName) refuse(id, record.name, 'noName')
    else if (!NAME_PATTERN.test(userName)) refuse(id, record.name, 'badName', userName)
    else if (taken.has(userName) || (nameCounts.get(userName) ?? 0) > 1) refuse(id, record.name, 'nameTaken', userName)
    else if (!phoneFree && !emailFree) refuse(id, record.name, 'noContact')
    else toOpen.push({ record, userName })
  }

  const opened: OpenedAccount[] = []
  for (const { record, userName } of toOpen) {
    // A password nobody knows (no key derives to 64 random bytes): the first sign-in is by a code.
    const password = { hash: randomBytes(64).toString('base64'), salt: randomBytes(16).toString('base64') }
    const userId = await createAccount(scope, {
      userName,
      realName: record.name,
      password,
      phone: record.phone,
      email: record.email,
      employeeId: record.id,
      roleIds: request.roleIds,
    })
    opened.push({ employeeId: record.id, userId, userName })
  }
  return { opened, refused }
}

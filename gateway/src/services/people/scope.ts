import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/db/types'
import { GatewayError, codes } from '../../core/errors'
import type { Lang } from '../../core/lang'
import type { HistoryCause } from './record-history'

/**
 * What every people command runs with: the database or the caller's transaction, the tenant written to, who does it
 * (a user id; null for an account that makes itself, as a company registration or the first administrator) and the
 * language of a refusal.
 */
export interface PeopleScope {
  db: Db
  tenantId: number
  actor: number | null
  lang: Lang
  /** Epoch ms of the write (profile times); the clock when not given. */
  now?: number
  /** Why the records change, kept in their history (createPeople: onboard, placePeople: batch when not given). */
  cause?: HistoryCause
}

const texts = {
  noTenant: { zh: '租户不存在', en: 'The tenant does not exist' },
  required: { zh: '{field}不能为空', en: '{field} is required' },
  badPlacement: {
    zh: '部门、岗位或职位不属于本租户',
    en: 'The department, position or post is not one of this tenant',
  },
  noEmployee: { zh: '员工 {id} 不存在', en: 'Employee {id} not found' },
  accountTaken: { zh: '账号 {account} 已存在', en: 'The account {account} exists already' },
  badAccount: { zh: '账号名不能为空且不超过 100 个字符', en: 'The account name must be 1 to 100 characters' },
  noUser: { zh: '用户 {id} 不存在', en: 'User {id} not found' },
  noRole: { zh: '角色 {id} 不存在', en: 'Role {id} not found' },
} as const

const CODES: Record<keyof typeof texts, number> = {
  noTenant: codes.badInput,
  required: codes.badInput,
  badPlacement: codes.badInput,
  noEmployee: codes.userNotFound,
  accountTaken: codes.accountTaken,
  badAccount: codes.badInput,
  noUser: codes.userNotFound,
  noRole: codes.roleNotFound,
}

/** A refusal of a people command, worded in `lang`, with both wordings kept for an answer in the other language. */
export function peopleError(
  lang: Lang,
  key: keyof typeof texts,
  vars: Record<string, string | number> = {},
): GatewayError {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  const zh = fill(texts[key].zh)
  const en = fill(texts[key].en)
  return new GatewayError(CODES[key], lang === 'en' ? en : zh, 200, { texts: { zh, en } })
}

/** The tenant's company, refusing a tenant that does not exist. */
export async function companyOf(scope: PeopleScope): Promise<number> {
  const tenant = await scope.db
    .selectFrom('tenant')
    .select('company_id')
    .where('id', '=', scope.tenantId)
    .executeTakeFirst()
  if (!tenant) throw peopleError(scope.lang, 'noTenant')
  return tenant.company_id
}

export type PeopleAction =
  | 'person.create'
  | 'person.update'
  | 'account.create'
  | 'roles.grant'
  | 'roles.revoke'
  | 'tenant.add'
  | 'tenant.remove'

/**
 * Records people writes (who, when, what) in the service's write log `org_audit`, one row per person or account;
 * the actor is the account itself when it made itself.
 */
export async function auditPeople(
  scope: PeopleScope,
  action: PeopleAction,
  entries: Array<{ refId: number; detail: Record<string, unknown> }>,
): Promise<void> {
  if (!entries.length) return
  const at = Date.now()
  await scope.db
    .insertInto('org_audit')
    .values(
      entries.map(({ refId, detail }) => ({
        tenant_id: scope.tenantId,
        id: randomUUID(),
        user_id: scope.actor ?? refId,
        action,
        ref_id: refId,
        detail: JSON.stringify(detail).slice(0, 1000),
        at,
      })),
    )
    .execute()
}

/** The next free id of a people table (max + 1, inside the writing transaction: a racing writer makes the insert fail). */
export async function nextId(db: Db, table: 'employee' | 'app_user'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}

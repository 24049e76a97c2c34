import { randomUUID } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import { functionIdsOf } from '../../../core/auth/functions'
import { WF_FUNCTIONS } from '../detail'
import { nameOfUser } from '../store'
import type { Lang } from '../types'
import { delegationError } from './texts'
import { wallOfInstant } from './zone'

export type AbsenceState = 'planned' | 'active' | 'past'

/** An absence as its approver and the delegation page see it; times are epoch ms, `fromWall`/`toWall` in the tenant's zone. */
export interface Absence {
  id: string
  userId: number
  userName: string
  delegateId: number
  delegateName: string
  from: number
  to: number
  fromWall: string
  toWall: string
  note: string
  state: AbsenceState
  endedEarly: boolean
}

export const stateAt = (row: { starts_at: number; ends_at: number }, now: number): AbsenceState =>
  now < Number(row.starts_at) ? 'planned' : now < Number(row.ends_at) ? 'active' : 'past'

/** The absences of the tenant where `column` is the account: the approver's own, or those naming them delegate; newest first. */
export async function absencesOf(
  db: Db,
  tenantId: number,
  column: 'user_id' | 'delegate_id',
  userId: number,
  now: number,
  timeZone: string,
): Promise<Absence[]> {
  const rows = await db
    .selectFrom('wf_absence')
    .innerJoin('app_user as owner', 'owner.id', 'wf_absence.user_id')
    .innerJoin('app_user as deputy', 'deputy.id', 'wf_absence.delegate_id')
    .selectAll('wf_absence')
    .select([
      'owner.real_name as owner_real',
      'owner.user_name as owner_login',
      'deputy.real_name as deputy_real',
      'deputy.user_name as deputy_login',
    ])
    .where('wf_absence.tenant_id', '=', tenantId)
    .where(`wf_absence.${column}`, '=', userId)
    .orderBy('wf_absence.starts_at', 'desc')
    .orderBy('wf_absence.id')
    .limit(200)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    userName: row.owner_real || row.owner_login,
    delegateId: row.delegate_id,
    delegateName: row.deputy_real || row.deputy_login,
    from: Number(row.starts_at),
    to: Number(row.ends_at),
    fromWall: wallOfInstant(Number(row.starts_at), timeZone),
    toWall: wallOfInstant(Number(row.ends_at), timeZone),
    note: row.note,
    state: stateAt(row, now),
    endedEarly: row.ended_at !== null,
  }))
}

export interface NewAbsence {
  tenantId: number
  userId: number
  delegateId: number
  from: number
  to: number
  note: string
}

/** Whether the account is a member of the tenant who may approve there (the approval button, or a super user). */
export async function mayApprove(db: Db, tenantId: number, userId: number): Promise<'yes' | 'notMember' | 'no'> {
  const member = await db
    .selectFrom('user_tenant')
    .innerJoin('app_user', 'app_user.id', 'user_tenant.user_id')
    .select('app_user.is_super')
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('user_tenant.user_id', '=', userId)
    .executeTakeFirst()
  if (!member) return 'notMember'
  if (member.is_super) return 'yes'
  return (await functionIdsOf(db, userId, tenantId)).has(WF_FUNCTIONS.approve) ? 'yes' : 'no'
}

/**
 * Plans an absence: refused when the span is empty or over, the delegate is the approver, not a colleague in the
 * tenant or cannot approve, or another absence of the approver overlaps it (checked in the transaction `db`).
 */
export async function addAbsence(
  db: Db,
  input: NewAbsence,
  now: number,
  lang: Lang,
  timeZone: string,
): Promise<string> {
  if (input.to <= input.from || input.to <= now) throw delegationError(lang, 'badSpan')
  if (input.delegateId === input.userId) throw delegationError(lang, 'selfDelegate')
  const allowed = await mayApprove(db, input.tenantId, input.delegateId)
  if (allowed === 'notMember') throw delegationError(lang, 'notMember')
  if (allowed === 'no') throw delegationError(lang, 'cannotApprove', { name: await nameOfUser(db, input.delegateId) })
  const clash = await db
    .selectFrom('wf_absence')
    .select(['starts_at', 'ends_at', 'delegate_id'])
    .where('tenant_id', '=', input.tenantId)
    .where('user_id', '=', input.userId)
    .where('starts_at', '<', input.to)
    .where('ends_at', '>', input.from)
    .orderBy('starts_at')
    .executeTakeFirst()
  if (clash) {
    throw delegationError(lang, 'overlap', {
      from: wallOfInstant(Number(clash.starts_at), timeZone).replace('T', ' '),
      to: wallOfInstant(Number(clash.ends_at), timeZone).replace('T', ' '),
      name: await nameOfUser(db, clash.delegate_id),
    })
  }
  const id = randomUUID()
  await db
    .insertInto('wf_absence')
    .values({
      tenant_id: input.tenantId,
      id,
      user_id: input.userId,
      delegate_id: input.delegateId,
      starts_at: Math.max(input.from, 0),
      ends_at: input.to,
      note: input.note,
      created_at: now,
      ended_at: null,
    })
    .execute()
  return id
}

async function ownAbsence(db: Db, tenantId: number, userId: number, id: string, lang: Lang) {
  const row = await db
    .selectFrom('wf_absence')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw delegationError(lang, 'absenceNotFound')
  return row
}

/** Ends an absence under way now: from this moment the delegate sees and decides nothing more of the approver's. */
export async function endAbsence(db: Db, tenantId: number, userId: number, id: string, now: number, lang: Lang) {
  const row = await ownAbsence(db, tenantId, userId, id, lang)
  if (stateAt(row, now) !== 'active') throw delegationError(lang, 'endOnlyActive')
  await db
    .updateTable('wf_absence')
    .set({ ends_at: now, ended_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute()
  return row
}

/** Deletes a planned or past absence (one under way is ended first); decisions made in it keep both names in their history. */
export async function deleteAbsence(db: Db, tenantId: number, userId: number, id: string, now: number, lang: Lang) {
  const row = await ownAbsence(db, tenantId, userId, id, lang)
  if (stateAt(row, now) === 'active') throw delegationError(lang, 'deleteActive')
  await db.deleteFrom('wf_absence').where('tenant_id', '=', tenantId).where('id', '=', id).execute()
  return row
}

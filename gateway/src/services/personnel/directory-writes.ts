import { randomBytes } from 'node:crypto'
import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { EMPLOYEE_RECORD, fieldAccessOf } from '../access'
import { auditOrg, cleanName, nextId, sameName, type Actor } from './org/org-audit'
import { tellOrgChange } from './org/org-changed'
import { addOrgan, moveOrgan, removeOrgan, renameOrgan } from './org/organ-write'
import { onboard } from './records/onboarding'
import { offboard } from './records/offboarding'
import { checkRecordChanges } from './records/record-changes'
import { loadRecord, recordValues } from './records/record-row'
import { writeRecord } from './records/record-write'

/**
 * The organisation and staff writes a directory sync makes, with the same checks, audit and search updates as
 * the organisation and records pages; refusals come back as GatewayErrors worded in `lang`. The actor is the
 * administrator who runs the sync (or who saved the connector, for callbacks and scheduled runs).
 */
export interface DirectoryActor extends Actor {
  lang: Lang
}

const authOfActor = (actor: DirectoryActor) =>
  ({ token: '', session: { tenant_id: actor.tenantId }, user: { id: actor.userId } }) as unknown as Auth

export const addUnit = (db: Db, actor: DirectoryActor, parentId: number, name: string) =>
  addOrgan(db, actor.lang, actor, parentId, name)
export const renameUnit = (db: Db, actor: DirectoryActor, id: number, name: string) =>
  renameOrgan(db, actor.lang, actor, id, name)
export const moveUnit = (db: Db, actor: DirectoryActor, id: number, parentId: number) =>
  moveOrgan(db, actor.lang, actor, id, parentId)
/**
 * Deletes a unit the platform no longer has, as the organisation page would (no sub-units, staff or positions),
 * after removing the positions the sync itself made there (posts of its own category) that nobody holds.
 */
export async function removeUnit(db: Db, actor: DirectoryActor, id: number): Promise<void> {
  const own = await db
    .selectFrom('gangwei')
    .innerJoin('zhiwei', (join) =>
      join.onRef('zhiwei.id', '=', 'gangwei.zhiwei_id').onRef('zhiwei.tenant_id', '=', 'gangwei.tenant_id'),
    )
    .innerJoin('zhilei', (join) =>
      join.onRef('zhilei.id', '=', 'zhiwei.zhilei_id').onRef('zhilei.tenant_id', '=', 'zhiwei.tenant_id'),
    )
    .select(['gangwei.id', 'gangwei.name'])
    .where('gangwei.tenant_id', '=', actor.tenantId)
    .where('gangwei.organ_id', '=', id)
    .where('zhilei.name', '=', SYNC_CATEGORY)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('employee')
            .select('employee.id')
            .whereRef('employee.gangwei_id', '=', 'gangwei.id')
            .whereRef('employee.tenant_id', '=', 'gangwei.tenant_id'),
        ),
      ),
    )
    .execute()
  // Each removed position is told as the positions page's removal is (org-changed.ts).
  for (const row of own) await tellOrgChange(db, actor.tenantId, 'gangwei.remove', row.id, row.name, Date.now())
  if (own.length)
    await db
      .deleteFrom('gangwei')
      .where('tenant_id', '=', actor.tenantId)
      .where(
        'id',
        'in',
        own.map((row) => row.id),
      )
      .execute()
  await removeOrgan(db, actor.lang, actor, id)
}

/** The post category directory sync files the posts it creates under. */
const SYNC_CATEGORY = '通讯录同步'

/**
 * The position a synced person holds in a unit: the unit's position named after their title (or "成员" without
 * one), created with a post of the same name when the unit has none.
 */
export async function positionFor(
  db: Db,
  actor: DirectoryActor,
  organId: number,
  title: string | null,
): Promise<{ gangweiId: number; zhiweiId: number }> {
  const name = cleanName(title ?? '') ?? '成员'
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('gangwei')
      .select(['id', 'zhiwei_id', 'name'])
      .where('tenant_id', '=', actor.tenantId)
      .where('organ_id', '=', organId)
      .execute()
    const same = existing.find((row) => sameName(row.name, name))
    if (same) return { gangweiId: same.id, zhiweiId: same.zhiwei_id }
    let category = await trx
      .selectFrom('zhilei')
      .select('id')
      .where('tenant_id', '=', actor.tenantId)
      .where('name', '=', SYNC_CATEGORY)
      .executeTakeFirst()
    if (!category) {
      category = { id: await nextId(trx, 'zhilei') }
      await trx
        .insertInto('zhilei')
        .values({ id: category.id, tenant_id: actor.tenantId, name: SYNC_CATEGORY })
        .execute()
    }
    let post = await trx
      .selectFrom('zhiwei')
      .select('id')
      .where('tenant_id', '=', actor.tenantId)
      .where('zhilei_id', '=', category.id)
      .where('name', '=', name)
      .executeTakeFirst()
    if (!post) {
      post = { id: await nextId(trx, 'zhiwei') }
      await trx
        .insertInto('zhiwei')
        .values({ id: post.id, tenant_id: actor.tenantId, zhilei_id: category.id, name })
        .execute()
    }
    const gangweiId = await nextId(trx, 'gangwei')
    await trx
      .insertInto('gangwei')
      .values({ id: gangweiId, tenant_id: actor.tenantId, organ_id: organId, zhiwei_id: post.id, name })
      .execute()
    await auditOrg(trx, actor, 'gangwei.save', gangweiId, { name, organId, zhiweiId: post.id, by: 'directory sync' })
    return { gangweiId, zhiweiId: post.id }
  })
}

export interface SyncedPerson {
  name: string
  mobile: string
  email: string
  jobNumber: string
  organId: number
  title: string | null
  /** yyyy-mm-dd */
  entryDate: string
  /** The day work began (yyyy-mm-dd), or null when the platform gives none. */
  workStartDate: string | null
}

/**
 * Onboards a person of the platform: the staff record (checked like the onboarding page: unique mobile and job
 * number, formats) and an account named by the mobile with a random password (they sign in through the platform
 * or set a password by a code to their mobile).
 */
export async function onboardFromDirectory(
  ctx: GatewayContext,
  actor: DirectoryActor,
  person: SyncedPerson,
): Promise<{ employeeId: number; userId: number }> {
  const position = await positionFor(ctx.db, actor, person.organId, person.title)
  const values = {
    name: person.name,
    mobile: person.mobile,
    email: person.email,
    jobNumber: person.jobNumber,
    organ: person.organId,
    gangwei: position.gangweiId,
    zhiwei: position.zhiweiId,
    entryDate: person.entryDate,
    ...(person.workStartDate ? { workStartDate: person.workStartDate } : {}),
  }
  const password = `${randomBytes(12).toString('base64url')}aA1!`
  const created = await onboard(ctx, actor.lang, authOfActor(actor), values, {
    account: { userName: person.mobile, password, roleIds: [] },
  })
  return { employeeId: created.id, userId: created.userId! }
}

/**
 * Changes a staff member's name, mobile, e-mail, job number, unit, title, entry date or the date work began, with the
 * record page's checks, in one transaction that also recomputes what follows from the dates (record-write.ts).
 */
export async function updateFromDirectory(
  ctx: GatewayContext,
  actor: DirectoryActor,
  employeeId: number,
  change: Partial<SyncedPerson>,
): Promise<void> {
  const row = await loadRecord(ctx.db, actor.tenantId, employeeId)
  if (!row) throw new Error(`employee ${employeeId} is not in tenant ${actor.tenantId}`)
  const values: Record<string, unknown> = {}
  if (change.name !== undefined) values.name = change.name
  if (change.mobile !== undefined) values.mobile = change.mobile
  if (change.email !== undefined) values.email = change.email
  if (change.jobNumber !== undefined) values.jobNumber = change.jobNumber
  if (change.entryDate !== undefined) values.entryDate = change.entryDate
  if (change.workStartDate) values.workStartDate = change.workStartDate
  if (change.organId !== undefined || change.title !== undefined) {
    const organId = change.organId ?? row.employee.organ_id
    const position = await positionFor(
      ctx.db,
      actor,
      organId,
      change.title !== undefined ? change.title : row.gangweiName,
    )
    Object.assign(values, { organ: organId, gangwei: position.gangweiId, zhiwei: position.zhiweiId })
  }
  const access = await fieldAccessOf(ctx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    bizTypeId: EMPLOYEE_RECORD,
  })
  const changes = await checkRecordChanges(ctx.db, actor.lang, {
    tenantId: actor.tenantId,
    employeeId,
    values,
    access,
    current: recordValues(row),
  })
  await writeRecord(
    ctx.db,
    { tenantId: actor.tenantId, employeeId, userId: actor.userId, now: ctx.now(), cause: 'sync' },
    changes,
  )
}

/** Offboards a staff member the platform no longer has (their accounts can no longer sign in). */
export async function offboardFromDirectory(
  ctx: GatewayContext,
  actor: DirectoryActor,
  employeeId: number,
  leave: { leaveDate: string; reason: string },
): Promise<void> {
  const row = await loadRecord(ctx.db, actor.tenantId, employeeId)
  if (!row) throw new Error(`employee ${employeeId} is not in tenant ${actor.tenantId}`)
  await offboard(ctx, actor.lang, authOfActor(actor), row, leave)
}

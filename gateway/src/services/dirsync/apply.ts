import type { GatewayContext } from '../../core/context'
import { GatewayError } from '../../core/errors'
import type { PlatformDepartment } from '../../integrations/messaging/directory'
import { MessagingError } from '../../integrations/messaging/types'
import {
  addUnit,
  linkPlatformAccount,
  moveUnit,
  offboardFromDirectory,
  onboardFromDirectory,
  removeUnit,
  renameUnit,
  updateFromDirectory,
  type DirectoryActor,
} from '../personnel'
import { auditDirsync } from './audit'
import type { MemberStep, Step, UnitStep } from './plan'
import type { RecordResult } from './runs'
import { platformName, say, type Reason } from './texts'

export interface ApplyContext {
  ctx: GatewayContext
  actor: DirectoryActor
  platform: string
  /** A department the plan did not cover (a member's unit not yet in the portal): from the snapshot or the platform. */
  department(id: string): Promise<PlatformDepartment | null>
}

/** The result of one step as the log keeps it. */
export interface Applied {
  result: RecordResult
  reason: Reason
}

const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10)

/** Why a step failed, in the words the log shows. */
export function reasonOf(error: unknown): Reason {
  if (error instanceof GatewayError) return { text: error.message }
  if (error instanceof MessagingError) return { key: 'platformFailed', vars: { why: error.message } }
  return { key: 'failed', vars: { why: error instanceof Error ? error.message.slice(0, 200) : 'unknown' } }
}

async function linkUnit(a: ApplyContext, departmentId: string, organId: number): Promise<void> {
  const { tenantId } = a.actor
  await a.ctx.db
    .insertInto('dirsync_unit_link')
    .values({ tenant_id: tenantId, platform: a.platform, department_id: departmentId, organ_id: organId })
    .onConflict((oc) => oc.columns(['tenant_id', 'platform', 'department_id']).doUpdateSet({ organ_id: organId }))
    .execute()
}

async function linkedOrgan(a: ApplyContext, departmentId: string): Promise<number | null> {
  const row = await a.ctx.db
    .selectFrom('dirsync_unit_link')
    .select('organ_id')
    .where('tenant_id', '=', a.actor.tenantId)
    .where('platform', '=', a.platform)
    .where('department_id', '=', departmentId)
    .executeTakeFirst()
  if (!row) return null
  const organ = await a.ctx.db
    .selectFrom('organ')
    .select('id')
    .where('tenant_id', '=', a.actor.tenantId)
    .where('id', '=', row.organ_id)
    .executeTakeFirst()
  return organ ? organ.id : null
}

/** The organ of a department, creating it (and its parents) when the portal has none yet. */
async function ensureUnit(a: ApplyContext, departmentId: string, depth = 0): Promise<number> {
  const linked = await linkedOrgan(a, departmentId)
  if (linked !== null) return linked
  const department = depth < 20 ? await a.department(departmentId) : null
  if (!department) throw new GatewayError(400, say(a.actor.lang, 'unitNotLinked', { department: departmentId }))
  if (department.parentId === null) {
    const root = await a.ctx.db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', a.actor.tenantId)
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await linkUnit(a, department.id, root.id)
    return root.id
  }
  const parent = await ensureUnit(a, department.parentId, depth + 1)
  const organ = await addUnit(a.ctx.db, a.actor, parent, department.name)
  await linkUnit(a, department.id, organ.id)
  return organ.id
}

async function applyUnit(a: ApplyContext, step: UnitStep): Promise<Applied> {
  const { db } = a.ctx
  switch (step.action) {
    case 'none':
      return { result: 'skipped', reason: step.reason ?? { key: 'unchanged' } }
    case 'link':
      if (step.organId === null)
        throw new GatewayError(400, say(a.actor.lang, 'unitNotLinked', { department: step.name }))
      await linkUnit(a, step.platformId, step.organId)
      return { result: 'skipped', reason: step.reason ?? { key: 'unchanged' } }
    case 'create': {
      const parent = await ensureUnit(a, step.parentPlatformId!)
      const organ = await addUnit(db, a.actor, parent, step.name)
      await linkUnit(a, step.platformId, organ.id)
      return { result: 'created', reason: null }
    }
    case 'update':
      await renameUnit(db, a.actor, step.organId!, step.name)
      return { result: 'updated', reason: null }
    case 'move': {
      const parent = await ensureUnit(a, step.parentPlatformId!)
      if (step.changes.some((c) => c.field === 'unitName')) await renameUnit(db, a.actor, step.organId!, step.name)
      await moveUnit(db, a.actor, step.organId!, parent)
      return { result: 'moved', reason: null }
    }
    case 'remove':
      try {
        await removeUnit(db, a.actor, step.organId!)
      } catch (error) {
        if (error instanceof GatewayError)
          return { result: 'failed', reason: { key: 'unitRemoveKept', vars: { why: error.message } } }
        throw error
      }
      await db
        .deleteFrom('dirsync_unit_link')
        .where('tenant_id', '=', a.actor.tenantId)
        .where('platform', '=', a.platform)
        .where('department_id', '=', step.platformId)
        .execute()
      return { result: 'removed', reason: null }
  }
}

async function linkMember(
  a: ApplyContext,
  memberId: string,
  employeeId: number | null,
  userId: number | null,
): Promise<void> {
  const { tenantId } = a.actor
  if (employeeId !== null) {
    await a.ctx.db
      .insertInto('dirsync_member_link')
      .values({ tenant_id: tenantId, platform: a.platform, member_id: memberId, employee_id: employeeId })
      .onConflict((oc) => oc.columns(['tenant_id', 'platform', 'member_id']).doUpdateSet({ employee_id: employeeId }))
      .execute()
  }
  if (userId !== null)
    await linkPlatformAccount(a.ctx.db, {
      tenantId,
      platform: a.platform,
      platformUserId: memberId,
      userId,
      now: a.ctx.now(),
    })
}

/** The value a step's changes give a field (undefined: the step does not change it). */
const changed = (step: MemberStep, field: string): string | null | undefined =>
  step.changes.find((change) => change.field === field)?.after

/** A platform's date the sync refused (plan-dates.ts), kept in the audit beside the run's record. */
async function auditRefusedDate(a: ApplyContext, step: MemberStep, reason: Reason): Promise<void> {
  if (!reason || !('key' in reason) || reason.key !== 'workStartAfterEntry') return
  await auditDirsync(a.ctx, {
    tenantId: a.actor.tenantId,
    userId: null,
    action: 'member.dateRefused',
    platform: a.platform,
    detail: { memberId: step.platformId, employeeId: step.employeeId, ...reason.vars },
  })
}

async function applyMember(a: ApplyContext, step: MemberStep): Promise<Applied> {
  const { ctx, actor } = a
  const member = step.member
  switch (step.action) {
    case 'none':
      await auditRefusedDate(a, step, step.reason)
      return { result: 'skipped', reason: step.reason ?? { key: 'unchanged' } }
    case 'link':
      await linkMember(a, step.platformId, step.employeeId, step.userId)
      await auditRefusedDate(a, step, step.reason)
      return { result: 'skipped', reason: step.reason ?? { key: 'unchanged' } }
    case 'create': {
      if (!member?.mobile) return { result: 'failed', reason: { key: 'noMobile' } }
      const organId = await ensureUnit(a, member.departmentIds[0] ?? '')
      // Without the platform's entry date they join today; a date work began after that is refused as well.
      const entryDate = changed(step, 'entryDate') ?? dayOf(ctx.now())
      let workStartDate = changed(step, 'workStartDate') ?? null
      let reason = step.reason
      if (workStartDate && workStartDate > entryDate) {
        reason = { key: 'workStartAfterEntry', vars: { workStart: workStartDate, entry: entryDate } }
        workStartDate = null
      }
      const created = await onboardFromDirectory(ctx, actor, {
        name: member.name,
        mobile: member.mobile,
        email: member.email ?? '',
        jobNumber: (member.jobNumber ?? member.id).slice(0, 30),
        organId,
        title: member.title,
        entryDate,
        workStartDate,
      })
      await linkMember(a, step.platformId, created.employeeId, created.userId)
      await auditRefusedDate(a, { ...step, employeeId: created.employeeId }, reason)
      return { result: 'created', reason }
    }
    case 'update':
    case 'move': {
      const change: Parameters<typeof updateFromDirectory>[3] = {}
      for (const field of step.changes) {
        if (
          field.field === 'name' ||
          field.field === 'mobile' ||
          field.field === 'email' ||
          field.field === 'jobNumber'
        )
          change[field.field] = field.after ?? ''
        if (field.field === 'title') change.title = field.after
        if (field.field === 'entryDate' && field.after) change.entryDate = field.after
        if (field.field === 'workStartDate') change.workStartDate = field.after
      }
      if (step.action === 'move' && member?.departmentIds[0])
        change.organId = await ensureUnit(a, member.departmentIds[0])
      await updateFromDirectory(ctx, actor, step.employeeId!, change)
      await linkMember(a, step.platformId, step.employeeId, step.userId)
      await auditRefusedDate(a, step, step.reason)
      return { result: step.action === 'move' ? 'moved' : 'updated', reason: step.reason }
    }
    case 'disable':
      await offboardFromDirectory(ctx, actor, step.employeeId!, {
        leaveDate: dayOf(ctx.now()),
        reason: say(actor.lang, 'offboardReason', { platform: platformName(actor.lang, a.platform) }),
      })
      await linkMember(a, step.platformId, step.employeeId, null)
      return { result: 'disabled', reason: step.reason }
  }
}

/** Applies one step; a refusal of the portal or the platform becomes a failed record, never a failed run. */
export async function applyStep(a: ApplyContext, step: Step): Promise<Applied> {
  try {
    return step.kind === 'unit' ? await applyUnit(a, step) : await applyMember(a, step)
  } catch (error) {
    return { result: 'failed', reason: reasonOf(error) }
  }
}

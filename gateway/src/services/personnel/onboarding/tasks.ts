import type { Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../../../core/lang'
import { inStaffScope, staffScopeOf } from '../../access'
import { onboardingError } from './errors'
import { ownsTask } from './owners'
import { taskViews } from './task-view'

/** At most this many tasks in one list. */
const LIST_LIMIT = 500

/** Hires' tasks for HR (function 1105): those of staff in the caller's data range, open ones only when asked. */
export async function checklists(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  query: { open?: boolean; employeeId?: number },
) {
  const tenantId = auth.session.tenant_id
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  let rows = ctx.db
    .selectFrom('onboarding_task')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.id', '=', 'onboarding_task.employee_id')
        .onRef('employee.tenant_id', '=', 'onboarding_task.tenant_id'),
    )
    .selectAll('onboarding_task')
    .where('onboarding_task.tenant_id', '=', tenantId)
    .where(inStaffScope(scope))
  if (query.open) rows = rows.where('onboarding_task.done_at', 'is', null)
  if (query.employeeId) rows = rows.where('onboarding_task.employee_id', '=', query.employeeId)
  const found = await rows.orderBy('onboarding_task.due_on').orderBy('onboarding_task.id').limit(LIST_LIMIT).execute()
  return taskViews(ctx.db, tenantId, lang, ctx.now(), found, auth.user.id)
}

/** The tasks the caller owns: by a role of theirs, by name, as the hire's line manager, or as the hire. */
export async function myTasks(ctx: GatewayContext, auth: Auth, lang: Lang, open: boolean) {
  const tenantId = auth.session.tenant_id
  const roles = await ctx.db.selectFrom('user_role').select('role_id').where('user_id', '=', auth.user.id).execute()
  const employeeId = auth.user.employee_id ?? 0
  const reports = employeeId
    ? await ctx.db
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('manager_id', '=', employeeId)
        .execute()
    : []
  let rows = ctx.db
    .selectFrom('onboarding_task')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_type', '=', 'user'), eb('owner_id', '=', auth.user.id)]),
        eb.and([eb('owner_type', '=', 'role'), eb('owner_id', 'in', [0, ...roles.map((r) => r.role_id)])]),
        eb.and([eb('owner_type', '=', 'manager'), eb('employee_id', 'in', [0, ...reports.map((r) => r.id)])]),
        eb.and([eb('owner_type', '=', 'hire'), eb('employee_id', '=', employeeId)]),
      ]),
    )
  if (open) rows = rows.where('done_at', 'is', null)
  const found = await rows.orderBy('due_on').orderBy('id').limit(LIST_LIMIT).execute()
  return taskViews(ctx.db, tenantId, lang, ctx.now(), found, auth.user.id)
}

/** The caller's own checklist as a hire: every task of their record, theirs to do and the others'. */
export async function welcome(ctx: GatewayContext, auth: Auth, lang: Lang) {
  const tenantId = auth.session.tenant_id
  const me = auth.user.employee_id
    ? await ctx.db
        .selectFrom('employee')
        .select(['id', 'name', 'entry_date'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', auth.user.employee_id)
        .executeTakeFirst()
    : undefined
  if (!me) return { name: auth.user.real_name || auth.user.user_name, entryDate: null, tasks: [] }
  const rows = await ctx.db
    .selectFrom('onboarding_task')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('employee_id', '=', me.id)
    .orderBy('due_on')
    .orderBy('id')
    .execute()
  return {
    name: me.name,
    entryDate: new Date(Number(me.entry_date)).toISOString().slice(0, 10),
    tasks: await taskViews(ctx.db, tenantId, lang, ctx.now(), rows, auth.user.id),
  }
}

/**
 * Marks a task of the tenant done by its owner, recording who and when: an upload task takes a personal document of
 * its type on the hire's record, a form task an answer to every field. Refuses another's task (403), a done one,
 * one of another tenant (not found).
 */
export async function completeTask(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  input: { id: string; documentId?: string; answers?: Record<string, string> },
) {
  const tenantId = auth.session.tenant_id
  const task = await ctx.db
    .selectFrom('onboarding_task')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', input.id)
    .executeTakeFirst()
  if (!task) throw onboardingError(lang, 'taskNotFound')
  if (task.done_at !== null) throw onboardingError(lang, 'alreadyDone')
  if (!(await ownsTask(ctx.db, auth, task))) throw onboardingError(lang, 'notOwner')
  let answers: Record<string, string> | null = null
  if (task.kind === 'upload') {
    const document = input.documentId
      ? await ctx.db
          .selectFrom('personal_document')
          .select('type_code')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', input.documentId)
          .where('employee_id', '=', task.employee_id)
          .executeTakeFirst()
      : undefined
    if (!document || document.type_code !== task.doc_type) throw onboardingError(lang, 'noDocument')
  }
  if (task.kind === 'form') {
    const fields = task.fields ? (JSON.parse(task.fields) as string[]) : []
    answers = {}
    for (const field of fields) {
      const value = input.answers?.[field]?.trim()
      if (!value) throw onboardingError(lang, 'emptyField', { field })
      answers[field] = value
    }
  }
  const now = ctx.now()
  const done = await ctx.db
    .updateTable('onboarding_task')
    .set({
      done_at: now,
      done_by: auth.user.id,
      document_id: task.kind === 'upload' ? input.documentId! : null,
      answers: answers ? JSON.stringify(answers) : null,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', task.id)
    .where('done_at', 'is', null)
    .executeTakeFirst()
  if (!Number(done.numUpdatedRows)) throw onboardingError(lang, 'alreadyDone')
  const row = {
    ...task,
    done_at: now,
    done_by: auth.user.id,
    document_id: input.documentId ?? null,
    answers: answers ? JSON.stringify(answers) : null,
  }
  const [view] = await taskViews(ctx.db, tenantId, lang, now, [row], auth.user.id)
  return view
}

import { randomUUID } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import { queueNotification } from '../../notify'
import type { OnboardingTaskTable, OnboardingTemplateTable } from '../tables'
import { ownerAccounts } from './owners'

const DAY = 86_400_000
/** The page open to all staff where an owner sees the tasks they do and a new hire their own checklist. */
export const WELCOME_LINK = '/portal/personnel/welcome'

interface Hire {
  id: number
  name: string
  organ_id: number
  gangwei_id: number
  entry_date: number
}

/** The unit and every unit above it. */
function unitsUp(parents: Map<number, number | null>, organId: number): Set<number> {
  const units = new Set<number>()
  for (let id: number | null = organId; id !== null && !units.has(id); id = parents.get(id) ?? null) units.add(id)
  return units
}

/** Whether a template applies to a hire: the whole company, the hire's department or one above it, their position. */
export function applies(template: OnboardingTemplateTable, hire: Hire, units: Set<number>): boolean {
  if (template.scope === 'company') return true
  if (template.scope === 'organ') return template.scope_id !== null && units.has(template.scope_id)
  return template.scope_id === hire.gangwei_id
}

/**
 * Makes the onboarding tasks of new staff of a tenant from every template that applies to them, each due its offset
 * in days from the entry date, in the caller's transaction; a task a hire has from the same template task already is
 * not made again. Tells each task's owners by a notice linking to the task on their to-do page. Answers how many tasks were made.
 */
export async function makeHireTasks(db: Db, tenantId: number, employeeIds: number[], now: number): Promise<number> {
  const templates = await db.selectFrom('onboarding_template').selectAll().where('tenant_id', '=', tenantId).execute()
  if (!templates.length || !employeeIds.length) return 0
  const [hires, organs, templateTasks, existing] = await Promise.all([
    db
      .selectFrom('employee')
      .select(['id', 'name', 'organ_id', 'gangwei_id', 'entry_date'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', employeeIds)
      .execute(),
    db.selectFrom('organ').select(['id', 'parent_id']).where('tenant_id', '=', tenantId).execute(),
    db.selectFrom('onboarding_template_task').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').execute(),
    db
      .selectFrom('onboarding_task')
      .select(['employee_id', 'template_task_id'])
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', employeeIds)
      .execute(),
  ])
  const parents = new Map(organs.map((organ) => [organ.id, organ.parent_id]))
  const had = new Set(existing.map((row) => `${row.employee_id}:${row.template_task_id}`))
  const made: OnboardingTaskTable[] = []
  for (const hire of hires) {
    const units = unitsUp(parents, hire.organ_id)
    for (const template of templates.filter((t) => applies(t, hire, units))) {
      for (const task of templateTasks.filter((t) => t.template_id === template.id)) {
        if (had.has(`${hire.id}:${task.id}`)) continue
        had.add(`${hire.id}:${task.id}`)
        made.push({
          tenant_id: tenantId,
          id: randomUUID(),
          employee_id: hire.id,
          template_task_id: task.id,
          title: task.title,
          description: task.description,
          owner_type: task.owner_type,
          owner_id: task.owner_id,
          kind: task.kind,
          doc_type: task.doc_type,
          fields: task.fields,
          due_on: new Date(Number(hire.entry_date) + Number(task.offset_days) * DAY).toISOString().slice(0, 10),
          done_at: null,
          done_by: null,
          document_id: null,
          answers: null,
          created_at: now,
        })
      }
    }
  }
  for (let i = 0; i < made.length; i += 100)
    await db
      .insertInto('onboarding_task')
      .values(made.slice(i, i + 100))
      .execute()
  await tellOwners(db, tenantId, made, hires, now)
  return made.length
}

/** One notice per task to its owners (the hire's own tasks wait for their account: welcomeHires). */
async function tellOwners(db: Db, tenantId: number, tasks: OnboardingTaskTable[], hires: Hire[], now: number) {
  const owners = await ownerAccounts(db, tenantId, tasks)
  for (const [i, task] of tasks.entries()) {
    if (task.owner_type === 'hire' || !owners[i].length) continue
    await queueNotification(
      { db, now: () => now },
      {
        tenantId,
        kind: 'onboardingTask',
        userIds: owners[i],
        params: {
          title: task.title,
          name: hires.find((h) => h.id === task.employee_id)?.name ?? '',
          date: task.due_on,
        },
        link: `${WELCOME_LINK}/${task.id}`,
        eventKey: `onboarding:${task.id}`,
      },
    )
  }
}

/** Tells staff whose account just opened of their open onboarding tasks, once, with a link to their welcome page. */
export async function welcomeHires(db: Db, tenantId: number, userIds: number[], now: number): Promise<void> {
  const accounts = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select(['app_user.id', 'employee.id as employeeId', 'employee.name'])
    .where('employee.tenant_id', '=', tenantId)
    .where('app_user.id', 'in', userIds.length ? userIds : [0])
    .execute()
  for (const account of accounts) {
    const open = await db
      .selectFrom('onboarding_task')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', account.employeeId)
      .where('owner_type', '=', 'hire')
      .where('done_at', 'is', null)
      .executeTakeFirst()
    const count = Number(open?.count ?? 0)
    if (!count) continue
    await queueNotification(
      { db, now: () => now },
      {
        tenantId,
        kind: 'onboardingTask',
        template: 'onboardingWelcome',
        userIds: [account.id],
        params: { name: account.name, count },
        link: WELCOME_LINK,
        eventKey: `onboarding-welcome:${account.employeeId}`,
        need: { own: true },
      },
    )
  }
}

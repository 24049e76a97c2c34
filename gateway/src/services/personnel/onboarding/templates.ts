import { randomUUID } from 'node:crypto'
import { namedRole } from '../../../core/auth/role-name'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import type { OnboardingTemplateTable, OnboardingTemplateTaskTable } from '../tables'
import { onboardingError } from './errors'
import { checkTemplate, type TemplateInput } from './template-check'

/** Who saves a template: the tenant, the account and the language of a refusal. */
export interface TemplateWriter {
  db: Db
  tenantId: number
  userId: number
  lang: Lang
  now: number
}

/** The names a template view shows: roles, accounts, departments and positions of the tenant. */
export async function templateChoices(db: Db, tenantId: number, lang: Lang) {
  const [roles, accounts, organs, positions] = await Promise.all([
    db.selectFrom('role').select(['id', 'name', 'name_en']).where('tenant_id', '=', tenantId).orderBy('id').execute(),
    db
      .selectFrom('user_tenant')
      .innerJoin('app_user', 'app_user.id', 'user_tenant.user_id')
      .select(['app_user.id', 'app_user.real_name', 'app_user.user_name'])
      .where('user_tenant.tenant_id', '=', tenantId)
      .orderBy('app_user.id')
      .limit(1000)
      .execute(),
    db.selectFrom('organ').select(['id', 'name', 'name_en']).where('tenant_id', '=', tenantId).orderBy('id').execute(),
    db.selectFrom('gangwei').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute(),
  ])
  return {
    roles: roles.map((role) => namedRole(role, lang)),
    accounts: accounts.map((a) => ({ id: a.id, name: a.real_name ? `${a.real_name} (${a.user_name})` : a.user_name })),
    organs: organs.map((o) => ({ id: o.id, name: (lang === 'en' && o.name_en) || o.name })),
    positions: positions.map((p) => ({ id: p.id, name: p.name })),
  }
}

type Choices = Awaited<ReturnType<typeof templateChoices>>
const nameIn = (list: Array<{ id: number; name: string }>, id: number | null) =>
  list.find((x) => x.id === id)?.name ?? ''

/** What a task's owner is called: a role's or an account's name, or the line manager or the hire in a language. */
export function ownerName(choices: Pick<Choices, 'roles' | 'accounts'>, lang: Lang, type: string, id: number | null) {
  if (type === 'role') return nameIn(choices.roles, id)
  if (type === 'user') return nameIn(choices.accounts, id)
  if (type === 'manager') return lang === 'en' ? 'Line manager' : '直属上级'
  return lang === 'en' ? 'New hire' : '新员工'
}

/** The tenant's templates with their tasks in order, named in a language. */
export async function listTemplates(db: Db, tenantId: number, lang: Lang, choices: Choices) {
  const templates = await db
    .selectFrom('onboarding_template')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('updated_at')
    .execute()
  const tasks = await db
    .selectFrom('onboarding_template_task')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .execute()
  return templates.map((template) => templateView(template, tasks, lang, choices))
}

function templateView(
  template: OnboardingTemplateTable,
  tasks: OnboardingTemplateTaskTable[],
  lang: Lang,
  choices: Choices,
) {
  const everyone = lang === 'en' ? 'Whole company' : '全公司'
  return {
    id: template.id,
    name: template.name,
    scope: template.scope,
    scopeId: template.scope_id,
    scopeName:
      template.scope === 'organ'
        ? nameIn(choices.organs, template.scope_id)
        : template.scope === 'gangwei'
          ? nameIn(choices.positions, template.scope_id)
          : everyone,
    tasks: tasks
      .filter((task) => task.template_id === template.id)
      .map((task) => ({
        id: task.id,
        title: task.title,
        description: task.description,
        ownerType: task.owner_type,
        ownerId: task.owner_id,
        ownerName: ownerName(choices, lang, task.owner_type, task.owner_id),
        offsetDays: Number(task.offset_days),
        kind: task.kind,
        docType: task.doc_type,
        fields: task.fields ? (JSON.parse(task.fields) as string[]) : [],
      })),
    updatedAt: Number(template.updated_at),
  }
}

/**
 * Creates a template (no id) or replaces one of the tenant with its tasks, after checkTemplate. Upload and form tasks
 * are the hire's own. Hires made later get its tasks; hires made before keep theirs.
 */
export async function saveTemplate(writer: TemplateWriter, input: TemplateInput & { id?: string }) {
  const { db, tenantId, lang, now } = writer
  if (input.id) {
    const known = await db
      .selectFrom('onboarding_template')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', input.id)
      .executeTakeFirst()
    if (!known) throw onboardingError(lang, 'templateNotFound')
  }
  const scopeId = await checkTemplate(db, tenantId, lang, now, input)
  const id = input.id || randomUUID()
  // In the caller's transaction when there is one (the demo seed), else in one of its own.
  const write = async (trx: Db) => {
    if (input.id) {
      await trx
        .deleteFrom('onboarding_template_task')
        .where('tenant_id', '=', tenantId)
        .where('template_id', '=', id)
        .execute()
      await trx.deleteFrom('onboarding_template').where('tenant_id', '=', tenantId).where('id', '=', id).execute()
    }
    await trx
      .insertInto('onboarding_template')
      .values({
        tenant_id: tenantId,
        id,
        name: input.name.trim(),
        scope: input.scope,
        scope_id: scopeId,
        updated_by: writer.userId,
        updated_at: now,
      })
      .execute()
    await trx
      .insertInto('onboarding_template_task')
      .values(
        input.tasks.map((task, sort) => {
          const hires = task.kind !== 'task'
          const owned = !hires && (task.ownerType === 'role' || task.ownerType === 'user')
          return {
            tenant_id: tenantId,
            id: randomUUID(),
            template_id: id,
            sort,
            title: task.title.trim(),
            description: task.description.trim(),
            owner_type: hires ? 'hire' : task.ownerType,
            owner_id: owned ? task.ownerId : null,
            offset_days: task.offsetDays,
            kind: task.kind,
            doc_type: task.kind === 'upload' ? task.docType : null,
            fields: task.kind === 'form' ? JSON.stringify(task.fields.map((f) => f.trim()).filter(Boolean)) : null,
          } satisfies OnboardingTemplateTaskTable
        }),
      )
      .execute()
  }
  await (db.isTransaction ? write(db) : db.transaction().execute(write))
  const choices = await templateChoices(db, tenantId, lang)
  return (await listTemplates(db, tenantId, lang, choices)).find((template) => template.id === id)!
}

/** Removes a template of the tenant and its tasks; the tasks hires already got stay. */
export async function removeTemplate(db: Db, tenantId: number, lang: Lang, id: string): Promise<void> {
  const removed = await db
    .deleteFrom('onboarding_template')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!Number(removed.numDeletedRows)) throw onboardingError(lang, 'templateNotFound')
  await db
    .deleteFrom('onboarding_template_task')
    .where('tenant_id', '=', tenantId)
    .where('template_id', '=', id)
    .execute()
}

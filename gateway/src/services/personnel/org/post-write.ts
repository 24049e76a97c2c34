import type { Lang } from '../../../core/lang'
import type { Db } from '../../../core/db/types'
import { orgError } from './errors'
import { auditOrg, cleanName, nextId, sameName, type Actor } from './org-audit'

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n)

function nameOf(lang: Lang, raw: string): string {
  const name = cleanName(raw)
  if (!name) throw orgError(lang, 'blankName')
  return name
}

/** Adds (no id) or renames a post category; names are unique in the tenant. */
export async function saveZhilei(db: Db, lang: Lang, actor: Actor, input: { id?: number; name: string }) {
  const name = nameOf(lang, input.name)
  return db.transaction().execute(async (trx) => {
    const all = await trx.selectFrom('zhilei').selectAll().where('tenant_id', '=', actor.tenantId).execute()
    if (input.id !== undefined && !all.some((row) => row.id === input.id)) throw orgError(lang, 'zhileiNotFound')
    if (all.some((row) => row.id !== input.id && sameName(row.name, name)))
      throw orgError(lang, 'zhileiTaken', { name })
    const id = input.id ?? (await nextId(trx, 'zhilei'))
    if (input.id === undefined) await trx.insertInto('zhilei').values({ id, tenant_id: actor.tenantId, name }).execute()
    else
      await trx
        .updateTable('zhilei')
        .set({ name })
        .where('tenant_id', '=', actor.tenantId)
        .where('id', '=', id)
        .execute()
    await auditOrg(trx, actor, 'zhilei.save', id, { name })
    return { id, name }
  })
}

/** Deletes a post category without posts. */
export async function removeZhilei(db: Db, lang: Lang, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('zhilei')
      .selectAll()
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw orgError(lang, 'zhileiNotFound')
    const posts = await count(
      trx
        .selectFrom('zhiwei')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', actor.tenantId)
        .where('zhilei_id', '=', id),
    )
    if (posts) throw orgError(lang, 'zhileiInUse', { name: row.name, n: posts })
    await trx.deleteFrom('zhilei').where('tenant_id', '=', actor.tenantId).where('id', '=', id).execute()
    await auditOrg(trx, actor, 'zhilei.remove', id, { name: row.name })
  })
}

export interface ZhiweiInput {
  id?: number
  zhileiId: number
  name: string
  organIds?: number[]
}

/** Adds or edits a post: in a category (names unique there), optionally bound to organisation units. */
export async function saveZhiwei(db: Db, lang: Lang, actor: Actor, input: ZhiweiInput) {
  const name = nameOf(lang, input.name)
  const organIds = [...new Set(input.organIds ?? [])]
  return db.transaction().execute(async (trx) => {
    const tenant = actor.tenantId
    if (
      input.id !== undefined &&
      !(await trx
        .selectFrom('zhiwei')
        .select('id')
        .where('tenant_id', '=', tenant)
        .where('id', '=', input.id)
        .executeTakeFirst())
    ) {
      throw orgError(lang, 'zhiweiNotFound')
    }
    if (
      !(await trx
        .selectFrom('zhilei')
        .select('id')
        .where('tenant_id', '=', tenant)
        .where('id', '=', input.zhileiId)
        .executeTakeFirst())
    ) {
      throw orgError(lang, 'zhileiNotFound')
    }
    if (organIds.length) {
      const known = await trx
        .selectFrom('organ')
        .select('id')
        .where('tenant_id', '=', tenant)
        .where('id', 'in', organIds)
        .execute()
      if (known.length !== organIds.length) throw orgError(lang, 'organNotFound')
    }
    const siblings = await trx
      .selectFrom('zhiwei')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenant)
      .where('zhilei_id', '=', input.zhileiId)
      .execute()
    if (siblings.some((row) => row.id !== input.id && sameName(row.name, name)))
      throw orgError(lang, 'zhiweiTaken', { name })
    const id = input.id ?? (await nextId(trx, 'zhiwei'))
    if (input.id === undefined)
      await trx.insertInto('zhiwei').values({ id, tenant_id: tenant, zhilei_id: input.zhileiId, name }).execute()
    else
      await trx
        .updateTable('zhiwei')
        .set({ name, zhilei_id: input.zhileiId })
        .where('tenant_id', '=', tenant)
        .where('id', '=', id)
        .execute()
    await trx.deleteFrom('zhiwei_organ').where('tenant_id', '=', tenant).where('zhiwei_id', '=', id).execute()
    if (organIds.length)
      await trx
        .insertInto('zhiwei_organ')
        .values(organIds.map((organId) => ({ tenant_id: tenant, zhiwei_id: id, organ_id: organId })))
        .execute()
    await auditOrg(trx, actor, 'zhiwei.save', id, { name, zhileiId: input.zhileiId, organIds })
    return { id, zhileiId: input.zhileiId, name, organIds }
  })
}

/** Deletes a post no position and no staff member uses. */
export async function removeZhiwei(db: Db, lang: Lang, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tenant = actor.tenantId
    const row = await trx
      .selectFrom('zhiwei')
      .selectAll()
      .where('tenant_id', '=', tenant)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw orgError(lang, 'zhiweiNotFound')
    const users =
      (await count(
        trx
          .selectFrom('gangwei')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenant)
          .where('zhiwei_id', '=', id),
      )) +
      (await count(
        trx
          .selectFrom('employee')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenant)
          .where('zhiwei_id', '=', id),
      ))
    if (users) throw orgError(lang, 'zhiweiInUse', { name: row.name, n: users })
    await trx.deleteFrom('zhiwei_organ').where('tenant_id', '=', tenant).where('zhiwei_id', '=', id).execute()
    await trx.deleteFrom('zhiwei').where('tenant_id', '=', tenant).where('id', '=', id).execute()
    await auditOrg(trx, actor, 'zhiwei.remove', id, { name: row.name })
  })
}

import type { Lang } from '../../../core/lang'
import type { Db } from '../../../core/db/types'
import { organsOfTenant, subtreeIds } from '../organs'
import { orgError } from './errors'
import { auditOrg, cleanName, nextId, sameName, type Actor } from './org-audit'

export interface GangweiInput {
  id?: number
  organId: number
  zhiweiId: number
  name: string
  headcount: number
}

/**
 * Adds or edits a position: a post in an organisation unit with a headcount. Names are unique in the unit; a post bound
 * to units is available in those units and below them.
 */
export async function saveGangwei(db: Db, lang: Lang, actor: Actor, input: GangweiInput) {
  const name = cleanName(input.name)
  if (!name) throw orgError(lang, 'blankName')
  return db.transaction().execute(async (trx) => {
    const tenant = actor.tenantId
    if (
      input.id !== undefined &&
      !(await trx
        .selectFrom('gangwei')
        .select('id')
        .where('tenant_id', '=', tenant)
        .where('id', '=', input.id)
        .executeTakeFirst())
    ) {
      throw orgError(lang, 'gangweiNotFound')
    }
    const organs = await organsOfTenant(trx, tenant)
    if (!organs.some((o) => o.id === input.organId)) throw orgError(lang, 'organNotFound')
    const post = await trx
      .selectFrom('zhiwei')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenant)
      .where('id', '=', input.zhiweiId)
      .executeTakeFirst()
    if (!post) throw orgError(lang, 'zhiweiNotFound')
    const bound = await trx
      .selectFrom('zhiwei_organ')
      .select('organ_id')
      .where('tenant_id', '=', tenant)
      .where('zhiwei_id', '=', post.id)
      .execute()
    if (bound.length && !bound.some((row) => subtreeIds(organs, row.organ_id).includes(input.organId))) {
      throw orgError(lang, 'postNotForOrgan', { name: post.name })
    }
    const siblings = await trx
      .selectFrom('gangwei')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenant)
      .where('organ_id', '=', input.organId)
      .execute()
    if (siblings.some((row) => row.id !== input.id && sameName(row.name, name)))
      throw orgError(lang, 'gangweiTaken', { name })
    const id = input.id ?? (await nextId(trx, 'gangwei'))
    const values = { organ_id: input.organId, zhiwei_id: input.zhiweiId, name, headcount: input.headcount }
    if (input.id === undefined)
      await trx
        .insertInto('gangwei')
        .values({ id, tenant_id: tenant, ...values })
        .execute()
    else await trx.updateTable('gangwei').set(values).where('tenant_id', '=', tenant).where('id', '=', id).execute()
    await auditOrg(trx, actor, 'gangwei.save', id, {
      name,
      organId: input.organId,
      zhiweiId: input.zhiweiId,
      headcount: input.headcount,
    })
    return { id, organId: input.organId, zhiweiId: input.zhiweiId, name, headcount: input.headcount }
  })
}

/** Deletes a position nobody holds (on the job or left: their records keep pointing at it). */
export async function removeGangwei(db: Db, lang: Lang, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tenant = actor.tenantId
    const row = await trx
      .selectFrom('gangwei')
      .selectAll()
      .where('tenant_id', '=', tenant)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw orgError(lang, 'gangweiNotFound')
    const holders = await trx
      .selectFrom('employee')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenant)
      .where('gangwei_id', '=', id)
      .executeTakeFirstOrThrow()
    if (Number(holders.n)) throw orgError(lang, 'gangweiInUse', { name: row.name, n: Number(holders.n) })
    await trx.deleteFrom('gangwei').where('tenant_id', '=', tenant).where('id', '=', id).execute()
    await auditOrg(trx, actor, 'gangwei.remove', id, { name: row.name })
  })
}

import type { Lang } from '../../../core/lang'
import type { Db, OrganTable } from '../../../core/db/types'
import { removeOrganFromRanges } from '../../form'
import { removeDoc, indexEmployees, indexOrgans } from '../../search'
import { organsOfTenant, subtreeIds } from '../organs'
import { orgError } from './errors'
import { auditOrg, cleanName, nextId, sameName, type Actor } from './org-audit'

const organOf = (organs: OrganTable[], id: number) => organs.find((organ) => organ.id === id)

function checkSiblingName(lang: Lang, organs: OrganTable[], parentId: number, name: string, selfId?: number): void {
  if (organs.some((o) => o.parent_id === parentId && o.id !== selfId && sameName(o.name, name)))
    throw orgError(lang, 'siblingTaken', { name })
}

function nameOf(lang: Lang, raw: string): string {
  const name = cleanName(raw)
  if (!name) throw orgError(lang, 'blankName')
  return name
}

/** Adds a unit as the last child of `parentId`. */
export async function addOrgan(
  db: Db,
  lang: Lang,
  actor: Actor,
  parentId: number,
  rawName: string,
): Promise<OrganTable> {
  const name = nameOf(lang, rawName)
  return db.transaction().execute(async (trx) => {
    const organs = await organsOfTenant(trx, actor.tenantId)
    const parent = organOf(organs, parentId)
    if (!parent) throw orgError(lang, 'parentNotFound')
    checkSiblingName(lang, organs, parentId, name)
    const id = await nextId(trx, 'organ')
    const sort = Math.max(0, ...organs.filter((o) => o.parent_id === parentId).map((o) => o.sort)) + 1
    const organ: OrganTable = {
      id,
      tenant_id: actor.tenantId,
      parent_id: parentId,
      name,
      code: `O${id}`,
      level: parent.level + 1,
      sort,
    }
    await trx.insertInto('organ').values(organ).execute()
    await auditOrg(trx, actor, 'organ.save', id, { name, parentId })
    await indexOrgans(trx, actor.tenantId, [id])
    return organ
  })
}

/** Renames a unit; its search document, its children's (they show the parent) and its staff's are refreshed. */
export async function renameOrgan(db: Db, lang: Lang, actor: Actor, id: number, rawName: string): Promise<OrganTable> {
  const name = nameOf(lang, rawName)
  return db.transaction().execute(async (trx) => {
    const organs = await organsOfTenant(trx, actor.tenantId)
    const organ = organOf(organs, id)
    if (!organ) throw orgError(lang, 'organNotFound')
    if (organ.parent_id !== null) checkSiblingName(lang, organs, organ.parent_id, name, id)
    await trx.updateTable('organ').set({ name }).where('tenant_id', '=', actor.tenantId).where('id', '=', id).execute()
    await auditOrg(trx, actor, 'organ.rename', id, { from: organ.name, to: name })
    await indexOrgans(trx, actor.tenantId, [id, ...organs.filter((o) => o.parent_id === id).map((o) => o.id)])
    const staff = await trx
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', actor.tenantId)
      .where('organ_id', '=', id)
      .execute()
    if (staff.length)
      await indexEmployees(
        trx,
        actor.tenantId,
        staff.map((row) => row.id),
      )
    return { ...organ, name }
  })
}

/** Moves a unit (with everything below it) under another parent; never under itself or its own descendants. */
export async function moveOrgan(db: Db, lang: Lang, actor: Actor, id: number, parentId: number): Promise<OrganTable> {
  return db.transaction().execute(async (trx) => {
    const organs = await organsOfTenant(trx, actor.tenantId)
    const organ = organOf(organs, id)
    if (!organ) throw orgError(lang, 'organNotFound')
    const parent = organOf(organs, parentId)
    if (!parent) throw orgError(lang, 'parentNotFound')
    if (organ.parent_id === null) throw orgError(lang, 'rootFixed')
    const subtree = subtreeIds(organs, id)
    if (subtree.includes(parentId)) throw orgError(lang, 'moveUnderItself', { name: organ.name })
    if (organ.parent_id === parentId) return organ
    checkSiblingName(lang, organs, parentId, organ.name, id)
    const sort = Math.max(0, ...organs.filter((o) => o.parent_id === parentId).map((o) => o.sort)) + 1
    const shift = parent.level + 1 - organ.level
    await trx
      .updateTable('organ')
      .set({ parent_id: parentId, sort })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', id)
      .execute()
    if (shift !== 0) {
      await trx
        .updateTable('organ')
        .set((eb) => ({ level: eb('level', '+', shift) }))
        .where('tenant_id', '=', actor.tenantId)
        .where('id', 'in', subtree)
        .execute()
    }
    await auditOrg(trx, actor, 'organ.move', id, { name: organ.name, from: organ.parent_id, to: parentId })
    await indexOrgans(trx, actor.tenantId, [id])
    return { ...organ, parent_id: parentId, sort, level: organ.level + shift }
  })
}

/** Deletes a unit without sub-units, staff (on the job or left) or positions. */
export async function removeOrgan(db: Db, lang: Lang, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const organs = await organsOfTenant(trx, actor.tenantId)
    const organ = organOf(organs, id)
    if (!organ) throw orgError(lang, 'organNotFound')
    if (organ.parent_id === null) throw orgError(lang, 'rootFixed')
    const children = organs.filter((o) => o.parent_id === id).length
    if (children) throw orgError(lang, 'hasChildren', { name: organ.name, n: children })
    const staff = await trx
      .selectFrom('employee')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', actor.tenantId)
      .where('organ_id', '=', id)
      .executeTakeFirstOrThrow()
    if (Number(staff.n)) throw orgError(lang, 'hasStaff', { name: organ.name, n: Number(staff.n) })
    const positions = await trx
      .selectFrom('gangwei')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', actor.tenantId)
      .where('organ_id', '=', id)
      .executeTakeFirstOrThrow()
    if (Number(positions.n)) throw orgError(lang, 'hasPositions', { name: organ.name, n: Number(positions.n) })
    await trx.deleteFrom('zhiwei_organ').where('tenant_id', '=', actor.tenantId).where('organ_id', '=', id).execute()
    await removeOrganFromRanges(trx, actor.tenantId, id)
    await trx.deleteFrom('organ').where('tenant_id', '=', actor.tenantId).where('id', '=', id).execute()
    await auditOrg(trx, actor, 'organ.remove', id, { name: organ.name, parentId: organ.parent_id })
    await removeDoc(trx, actor.tenantId, 'organ', String(id))
  })
}

import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { paibanError, paibanWord } from './errors'
import { DEFAULT_OFFER_RULES, type OfferRules, offerRulesRow } from './offer-rules'

export interface PlaceInput {
  id?: number
  name: string
  lat: number
  lng: number
  radius: number
}
export interface GroupInput {
  id?: number
  name: string
  calendarId: number
  mode: 'fixed' | 'roster'
  week: number[]
  organIds: number[]
  employeeIds: number[]
  places: PlaceInput[]
  /** Left out: the group keeps its rules (a new group: off). */
  overtimeOffer?: OfferRules
}

/** Checks a group against the tenant: its calendar, the shifts of its week, its members (each in no other group). */
export async function checkGroup(db: Db, tenantId: number, group: GroupInput, lang: Lang): Promise<void> {
  const bad = (reason: Parameters<typeof paibanWord>[1]) =>
    paibanError(lang, 'badGroup', { reason: paibanWord(lang, reason) })
  if (group.organIds.length + group.employeeIds.length === 0) throw bad('noMembers')
  if (group.mode === 'fixed' && !group.week.some((id) => id > 0)) throw bad('groupRoster')
  const calendar = await db
    .selectFrom('work_calendar')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', group.calendarId)
    .executeTakeFirst()
  if (!calendar) throw paibanError(lang, 'calendarNotFound')
  const shiftIds = [...new Set(group.week.filter((id) => id > 0))]
  if (shiftIds.length) {
    const found = await db
      .selectFrom('shift')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', shiftIds)
      .execute()
    if (found.length !== shiftIds.length) throw paibanError(lang, 'shiftNotFound')
  }
  const [organs, people] = await Promise.all([
    group.organIds.length
      ? db
          .selectFrom('organ')
          .select(['id', 'name'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', group.organIds)
          .execute()
      : [],
    group.employeeIds.length
      ? db
          .selectFrom('employee')
          .select(['id', 'name'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', group.employeeIds)
          .execute()
      : [],
  ])
  if (organs.length !== group.organIds.length || people.length !== group.employeeIds.length) throw bad('unknownMember')
  // A department or person belongs to one group: their row in another group is named.
  let taken = db
    .selectFrom('att_group_member')
    .innerJoin('att_group', (join) =>
      join
        .onRef('att_group.tenant_id', '=', 'att_group_member.tenant_id')
        .onRef('att_group.id', '=', 'att_group_member.group_id'),
    )
    .select(['att_group.name', 'att_group_member.organ_id', 'att_group_member.employee_id'])
    .where('att_group_member.tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        ...(group.organIds.length ? [eb('att_group_member.organ_id', 'in', group.organIds)] : []),
        ...(group.employeeIds.length ? [eb('att_group_member.employee_id', 'in', group.employeeIds)] : []),
      ]),
    )
  if (group.id !== undefined) taken = taken.where('att_group_member.group_id', '!=', group.id)
  const clash = await taken.executeTakeFirst()
  if (clash) {
    const name =
      clash.organ_id !== null
        ? organs.find((o) => o.id === clash.organ_id)?.name
        : people.find((p) => p.id === clash.employee_id)?.name
    throw paibanError(lang, 'memberTaken', { name: name ?? '', group: clash.name })
  }
}

/** Writes a checked group with its members, places (places keep their ids; new ones get the next) and overtime offer rules. */
export async function writeGroup(db: Db, tenantId: number, group: GroupInput): Promise<number> {
  const values = {
    name: group.name.trim(),
    calendar_id: group.calendarId,
    mode: group.mode,
    week: JSON.stringify(group.week),
    ...(group.overtimeOffer ? offerRulesRow(group.overtimeOffer) : {}),
  }
  let groupId = group.id
  if (groupId === undefined) {
    const max = await db
      .selectFrom('att_group')
      .select((eb) => eb.fn.max('id').as('max'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
    groupId = Number(max?.max ?? 0) + 1
    await db
      .insertInto('att_group')
      .values({ tenant_id: tenantId, id: groupId, ...offerRulesRow(DEFAULT_OFFER_RULES), ...values })
      .execute()
  } else {
    await db.updateTable('att_group').set(values).where('tenant_id', '=', tenantId).where('id', '=', groupId).execute()
  }
  await db.deleteFrom('att_group_member').where('tenant_id', '=', tenantId).where('group_id', '=', groupId).execute()
  const members = [
    ...group.organIds.map((organ_id) => ({ tenant_id: tenantId, group_id: groupId, organ_id, employee_id: null })),
    ...group.employeeIds.map((employee_id) => ({
      tenant_id: tenantId,
      group_id: groupId,
      organ_id: null,
      employee_id,
    })),
  ]
  for (let i = 0; i < members.length; i += 500)
    await db
      .insertInto('att_group_member')
      .values(members.slice(i, i + 500))
      .execute()
  const before = await db
    .selectFrom('att_group_place')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('group_id', '=', groupId)
    .execute()
  const kept = new Set(
    group.places.map((p) => p.id).filter((id) => id !== undefined && before.some((b) => b.id === id)),
  )
  const gone = before.filter((b) => !kept.has(b.id)).map((b) => b.id)
  if (gone.length)
    await db.deleteFrom('att_group_place').where('tenant_id', '=', tenantId).where('id', 'in', gone).execute()
  const max = await db
    .selectFrom('att_group_place')
    .select((eb) => eb.fn.max('id').as('max'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  let next = Number(max?.max ?? 0)
  for (const place of group.places) {
    const row = { name: place.name.trim(), lat: place.lat, lng: place.lng, radius_m: place.radius }
    if (place.id !== undefined && kept.has(place.id)) {
      await db
        .updateTable('att_group_place')
        .set(row)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', place.id)
        .execute()
    } else {
      await db
        .insertInto('att_group_place')
        .values({ tenant_id: tenantId, group_id: groupId, id: ++next, ...row })
        .execute()
    }
  }
  return groupId
}

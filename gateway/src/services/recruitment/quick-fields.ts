import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../core/db/types'
import { RECRUIT_CANDIDATES } from '../access'
import { quickList, type QuickField, type QuickFilter } from '../masterdata'
import { instantOfWall, tenantTimeZone } from '../workflow'
import { RECRUIT_FUNCTIONS } from './functions'

/** The stages as the board names them (assets/locales/recruitment.*.json stageStatus). */
const STAGE_CHOICES = [
  ['applied', '已申请', 'Applied'],
  ['screening', '筛选', 'Screening'],
  ['interview', '面试', 'Interview'],
  ['offer', '录用', 'Offer'],
  ['hired', '已入职', 'Hired'],
  ['rejected', '已淘汰', 'Rejected'],
].map(([value, labelZh, labelEn]) => ({ value, labelZh, labelEn }))

const channels = async (db: Db, tenantId: number) =>
  (
    await db
      .selectFrom('recruit_channel')
      .select(['id', 'name_zh', 'name_en'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute()
  ).map((row) => ({ value: String(row.id), labelZh: row.name_zh, labelEn: row.name_en || row.name_zh }))
const jobs = async (db: Db, tenantId: number) =>
  (
    await db
      .selectFrom('recruit_job')
      .select(['id', 'title'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .limit(500)
      .execute()
  ).map((row) => ({ value: String(row.id), labelZh: row.title, labelEn: row.title }))

const text = (key: string, labelZh: string, labelEn: string): QuickField => ({ key, labelZh, labelEn, kind: 'text' })

/**
 * The candidate fields HR may put in the candidates' quick query range (updateZPCustFieldRage; recruitment keeps no
 * custom candidate fields, so these are the candidate's own), and the column each reads.
 */
const FIELDS: Array<[QuickField, string]> = [
  [text('name', '姓名', 'Name'), 'name'],
  [text('phone', '手机号', 'Mobile'), 'phone'],
  [text('email', '邮箱', 'E-mail'), 'email'],
  [{ key: 'stage', labelZh: '阶段', labelEn: 'Stage', kind: 'select', choices: async () => STAGE_CHOICES }, 'stage'],
  [{ key: 'job', labelZh: '职位', labelEn: 'Opening', kind: 'select', choices: jobs }, 'job_id'],
  [{ key: 'channel', labelZh: '渠道', labelEn: 'Channel', kind: 'select', choices: channels }, 'channel_id'],
  [{ key: 'organ', labelZh: '用人部门', labelEn: 'Department', kind: 'organ' }, 'job_id'],
  [{ key: 'appliedDate', labelZh: '投递日期', labelEn: 'Applied on', kind: 'dateRange' }, 'created_at'],
]

/** The candidates' quick filters, handed to master data. */
export const candidateQuickList = quickList({
  bizTypeId: RECRUIT_CANDIDATES,
  readFunction: RECRUIT_FUNCTIONS.candidates,
  fields: FIELDS.map(([field]) => field),
})

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)
const nextDay = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + 1))
    .toISOString()
    .slice(0, 10)

/**
 * The candidates' quick filters (checked by master data's checkQuickFilters) as one condition on `recruit_candidate`
 * rows of the tenant: a department through the candidate's opening, applied dates as days in the tenant's time zone.
 */
export async function candidateQuickCondition(
  db: Db,
  tenantId: number,
  filters: QuickFilter[],
): Promise<RawBuilder<boolean>> {
  const zone = filters.some((filter) => filter.kind === 'dateRange') ? await tenantTimeZone(db, tenantId) : ''
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every filter kind (tsc checks it)
  const parts = filters.map((filter): RawBuilder<boolean> => {
    const column = FIELDS.find(([field]) => field.key === filter.key)?.[1]
    if (!column) throw new Error(`candidateQuickCondition: no column for the quick filter ${filter.key}`)
    const ref = sql.ref(`recruit_candidate.${column}`)
    switch (filter.kind) {
      case 'text':
        return sql<boolean>`lower(${ref}) like ${`%${escapeLike(filter.text.toLowerCase())}%`} escape '\\'`
      case 'select':
        return column === 'stage'
          ? sql<boolean>`${ref} = ${filter.value}`
          : sql<boolean>`${ref} = ${Number(filter.value)}`
      case 'organ':
        return sql<boolean>`${ref} in (select recruit_job.id from recruit_job where recruit_job.tenant_id = ${tenantId} and recruit_job.organ_id in (${sql.join(filter.organIds)}))`
      case 'dateRange': {
        const from =
          filter.from === null
            ? sql<boolean>`1 = 1`
            : sql<boolean>`${ref} >= ${instantOfWall(`${filter.from}T00:00`, zone)}`
        const to =
          filter.to === null
            ? sql<boolean>`1 = 1`
            : sql<boolean>`${ref} < ${instantOfWall(`${nextDay(filter.to)}T00:00`, zone)}`
        return sql<boolean>`(${from} and ${to})`
      }
    }
  })
  return sql<boolean>`(${sql.join(parts, sql` and `)})`
}

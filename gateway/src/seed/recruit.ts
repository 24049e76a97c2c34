import type { Db } from '../core/db/types'
import { JOB_BIZ_TYPE, OFFER_BIZ_TYPE } from '../services/recruitment'
import { saveDefinition } from '../services/workflow'

/** What HR Manager does in recruitment: openings, candidates (move, interviews, offers, hire), channels and retention. */
const HR_FUNCTIONS = ['8401', '840101', '8402', '840201', '840202', '840203', '840204', '8403', '840301']

/** The demo's channels: kind, Chinese and English name. */
const CHANNELS: Array<[string, string, string]> = [
  ['site', 'BOSS直聘', 'BOSS Zhipin'],
  ['site', '智联招聘', 'Zhaopin'],
  ['referral', '内部推荐', 'Referral'],
  ['careers', '招聘官网', 'Careers page'],
]

/**
 * Recruitment in demo tenant 1: HR's grants, the channels, the approval of openings and offers by the role Manager, and
 * open headcount on the first positions of the company (two more than the staff on them).
 */
export async function seedRecruit(db: Db, now: number): Promise<void> {
  const roles = await db
    .selectFrom('role')
    .select(['id', 'name_en'])
    .where('tenant_id', '=', 1)
    .where('name_en', 'in', ['HR Manager', 'Manager'])
    .execute()
  const hr = roles.find((role) => role.name_en === 'HR Manager')
  if (hr)
    await db
      .insertInto('role_function')
      .values(HR_FUNCTIONS.map((function_id) => ({ role_id: hr.id, function_id })))
      .execute()
  await db
    .insertInto('recruit_channel')
    .values(
      CHANNELS.map(([kind, zh, en], index) => ({
        tenant_id: 1,
        id: index + 1,
        kind,
        name_zh: zh,
        name_en: en,
        enabled: 1,
        created_at: now,
      })),
    )
    .execute()
  const manager = roles.find((role) => role.name_en === 'Manager')
  if (manager) {
    const steps = [
      { nameZh: '经理审批', nameEn: 'Manager approval', approver: { type: 'role' as const, roleId: manager.id } },
    ]
    await saveDefinition(db, 1, { bizType: JOB_BIZ_TYPE, name: '招聘需求审批', steps }, now)
    await saveDefinition(db, 1, { bizType: OFFER_BIZ_TYPE, name: '录用审批', steps }, now)
  }
  const positions = await db
    .selectFrom('gangwei')
    .select('id')
    .where('tenant_id', '=', 1)
    .orderBy('id')
    .limit(3)
    .execute()
  for (const { id } of positions) {
    const staff = await db
      .selectFrom('employee')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', 1)
      .where('gangwei_id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('gangwei')
      .set({ headcount: Number(staff.n) + 2 })
      .where('tenant_id', '=', 1)
      .where('id', '=', id)
      .execute()
  }
}

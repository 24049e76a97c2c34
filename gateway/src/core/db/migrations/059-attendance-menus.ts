// Core baseline: the attendance pages (clock-in, my, team and department attendance, the monthly summary, punch
// import, overtime) and the scheduling app (work calendars, shift types, attendance groups, the shift table moved
// from the attendance app, shift swaps) in a database seeded before them. A fresh database has no menu yet: the seed
// adds them (seed/menus.ts) and this does nothing. New rows take ids above the highest; pages open to everyone
// (auth flag 0) need no grant, the others are granted by each tenant's administrators.
import type { Kysely } from 'kysely'

interface Item { code: string; zh: string; en: string; link: string; open?: true; buttons?: Array<[string, string, string]> }

const ATTENDANCE: Item[] = [
  { code: '8004', zh: '打卡', en: 'Clock in', link: '/clock-in', open: true },
  { code: '8005', zh: '我的考勤', en: 'My attendance', link: '/my-attendance', open: true },
  { code: '8006', zh: '团队考勤', en: 'Team attendance', link: '/team-attendance' },
  { code: '8007', zh: '部门考勤', en: 'Department attendance', link: '/department-attendance' },
  { code: '8008', zh: '月度汇总', en: 'Monthly summary', link: '/monthly-summary', buttons: [['800801', '锁定/解锁', 'Lock and unlock'], ['800802', '导出', 'Export']] },
  { code: '8009', zh: '打卡导入', en: 'Import punches', link: '/punch-import' },
  { code: '8010', zh: '加班', en: 'Overtime', link: '/overtime', open: true, buttons: [['801001', '调休设置', 'Time off in lieu settings']] },
]

const SCHEDULING: Item[] = [
  { code: '8101', zh: '工作日历', en: 'Work calendars', link: '/calendars', buttons: [['810101', '编辑日历', 'Edit calendars']] },
  { code: '8102', zh: '班次', en: 'Shift types', link: '/shift-types', buttons: [['810201', '编辑班次', 'Edit shift types']] },
  { code: '8103', zh: '考勤组', en: 'Attendance groups', link: '/groups', buttons: [['810301', '编辑考勤组', 'Edit attendance groups']] },
  { code: '8104', zh: '换班', en: 'Shift swaps', link: '/swaps', open: true },
]

export async function up(db: Kysely<any>): Promise<void> {
  const attendance = await db.selectFrom('menu').select(['id', 'sort']).where('code', '=', 'kaoqin').where('parent_id', 'is', null).executeTakeFirst()
  if (!attendance || await db.selectFrom('menu').select('id').where('code', '=', '8004').executeTakeFirst()) return
  let { top } = await db.selectFrom('menu').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow()
  let { topButton } = await db.selectFrom('menu_button').select((eb) => eb.fn.max('id').as('topButton')).executeTakeFirstOrThrow()
  const nextId = () => (top = Number(top ?? 0) + 1)
  const nextButton = () => (topButton = Number(topButton ?? 0) + 1)
  const lastSort = async (parent: number) =>
    Number((await db.selectFrom('menu').select((eb) => eb.fn.max('sort').as('last')).where('parent_id', '=', parent).executeTakeFirstOrThrow()).last ?? 0)

  async function addItems(app: { id: number; code: string }, items: Item[]) {
    let sort = await lastSort(app.id)
    for (const item of items) {
      const id = nextId()
      await db.insertInto('menu').values({
        id, parent_id: app.id, app_code: app.code, code: item.code, name_zh: item.zh, name_en: item.en, link_url: item.link,
        item_attr: JSON.stringify({ mutp: '1', muShow: 1 }), open_type: 1, auth_flag: item.open ? 0 : 1, biz_type_id: null,
        sort: (sort += 1), source_app: null, logo_url: '', type: 2,
      }).execute()
      for (const [functionId, zh, en] of item.buttons ?? []) {
        await db.insertInto('menu_button').values({ id: nextButton(), menu_id: id, function_id: functionId, name_zh: zh, name_en: en, auth_flag: 1 }).execute()
      }
    }
  }

  await addItems({ id: attendance.id, code: 'kaoqin' }, ATTENDANCE)
  const apps = await db.selectFrom('menu').select((eb) => eb.fn.max('sort').as('last')).where('parent_id', 'is', null).executeTakeFirstOrThrow()
  const scheduling = { id: nextId(), code: 'paiban' }
  await db.insertInto('menu').values({
    id: scheduling.id, parent_id: null, app_code: 'paiban', code: 'paiban', name_zh: '排班管理', name_en: 'Scheduling', link_url: '/paiban',
    item_attr: '{}', open_type: 1, auth_flag: 1, biz_type_id: null, sort: Number(apps.last ?? 0) + 1, source_app: null, logo_url: '', type: 1,
  }).execute()
  await addItems(scheduling, SCHEDULING.slice(0, 3))
  // The shift table keeps its ids and grants; it is a page of the scheduling app now.
  await db.updateTable('menu').set({ parent_id: scheduling.id, app_code: 'paiban', sort: (await lastSort(scheduling.id)) + 1 })
    .where('code', '=', '8002').where('parent_id', '=', attendance.id).execute()
  await addItems(scheduling, SCHEDULING.slice(3))
}

export async function down(db: Kysely<any>): Promise<void> {
  const attendance = await db.selectFrom('menu').select('id').where('code', '=', 'kaoqin').where('parent_id', 'is', null).executeTakeFirst()
  if (attendance) await db.updateTable('menu').set({ parent_id: attendance.id, app_code: 'kaoqin' }).where('code', '=', '8002').execute()
  const codes = [...ATTENDANCE, ...SCHEDULING].map((item) => item.code)
  const ids = (await db.selectFrom('menu').select('id').where('code', 'in', codes).execute()).map((row) => row.id as number)
  if (ids.length) await db.deleteFrom('menu_button').where('menu_id', 'in', ids).execute()
  await db.deleteFrom('menu').where('code', 'in', [...codes, 'paiban']).execute()
}

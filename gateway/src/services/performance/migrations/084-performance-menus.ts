// The performance app (review cycles, calibration, team reviews, my performance) in a database seeded before it. A fresh
// database has no menu yet: the seed adds it (seed/performance-menus.ts) and this does nothing. New rows take ids above
// the highest; the open pages (auth flag 0) need no grant, the others are granted by each tenant's administrators.
import type { Kysely } from 'kysely'
import { addAppMenus, removeAppMenus, type MigrationMenuItem } from '../../../core/db/app-menus-migration'

const APP = { code: 'performance', zh: '绩效管理', en: 'Performance', link: '/performance' }
const ITEMS: MigrationMenuItem[] = [
  { code: '8601', zh: '考核周期', en: 'Review cycles', link: '/cycles', buttons: [['860101', '编辑考核周期', 'Edit review cycles']] },
  {
    code: '8602', zh: '绩效校准', en: 'Calibration', link: '/calibration',
    buttons: [['860201', '调整评级', 'Adjust ratings'], ['860202', '发布结果', 'Release results'], ['860203', '调薪建议', 'Propose salary changes']],
  },
  { code: '8603', zh: '团队考核', en: 'Team reviews', link: '/team', open: true },
  { code: '8604', zh: '我的绩效', en: 'My performance', link: '/mine', open: true },
]

export async function up(db: Kysely<any>): Promise<void> {
  await addAppMenus(db, [{ ...APP, items: ITEMS }])
}

export async function down(db: Kysely<any>): Promise<void> {
  await removeAppMenus(db, [{ ...APP, items: ITEMS }])
}

// The outsourcing app in a database seeded before it. A fresh database has no menu yet: the seed adds it
// (seed/outsourcing-menus.ts) and this does nothing. New rows take ids above the highest; the pages are granted by each
// tenant's administrators.
import type { Kysely } from 'kysely'
import { addAppMenus, removeAppMenus, type MigrationMenuItem } from '../../../core/db/app-menus-migration'

const APP = { code: 'outsourcing', zh: '外包管理', en: 'Outsourcing', link: '/outsourcing' }
const ITEMS: MigrationMenuItem[] = [
  { code: '8801', zh: '外包公司', en: 'Providers', link: '/providers', buttons: [['880101', '编辑外包公司', 'Edit providers']] },
  { code: '8802', zh: '外包人员', en: 'Outsourced workers', link: '/workers', buttons: [['880201', '编辑外包人员', 'Edit outsourced workers']] },
  {
    code: '8803', zh: '外包结算', en: 'Cost statements', link: '/statements',
    buttons: [['880301', '确认结算单', 'Confirm statements'], ['880302', '导出结算单', 'Export statements']],
  },
]

export async function up(db: Kysely<any>): Promise<void> {
  await addAppMenus(db, [{ ...APP, items: ITEMS }])
}

export async function down(db: Kysely<any>): Promise<void> {
  await removeAppMenus(db, [{ ...APP, items: ITEMS }])
}

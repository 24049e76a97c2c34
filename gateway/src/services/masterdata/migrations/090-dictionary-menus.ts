// The master data app (dictionaries) in a database seeded before it. A fresh database has no menu yet: the seed adds
// it (seed/masterdata-menus.ts) and this does nothing. New rows take ids above the highest; the page is granted by each
// tenant's administrators.
import type { Kysely } from 'kysely'
import { addAppMenus, removeAppMenus, type MigrationMenuItem } from '../../../core/db/app-menus-migration'

const APP = { code: 'masterdata', zh: '主数据', en: 'Master data', link: '/masterdata' }
const ITEMS: MigrationMenuItem[] = [
  { code: '8701', zh: '数据字典', en: 'Dictionaries', link: '/dictionaries', buttons: [['870101', '编辑字典', 'Edit dictionaries']] },
]

export async function up(db: Kysely<any>): Promise<void> {
  await addAppMenus(db, [{ ...APP, items: ITEMS }])
}

export async function down(db: Kysely<any>): Promise<void> {
  await removeAppMenus(db, [{ ...APP, items: ITEMS }])
}

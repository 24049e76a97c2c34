import SQLite from 'better-sqlite3'
import { databaseOf } from './product'

/** The account addFemaleStaff makes (staff's password). */
export const FEMALE_STAFF = { account: 'staff-woman', password: 'Staff@12345' } as const

/**
 * In the database of the product serving `url`: an account for a female demo employee reporting to `manager` (made so
 * when no woman does), like `staff` (a man) — the Staff role, staff's password and seen tour (her leave balances are
 * made by the rules when first read). Maternity leave is women's only.
 */
export function addFemaleStaff(url: string): void {
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    db.transaction(() => {
      const staff = db.prepare("select * from app_user where user_name = 'staff'").get() as Record<string, unknown> & {
        id: number
      }
      // A woman without an account who heads nobody, one reporting to `manager` first; she is made to report to them.
      const manager = db.prepare("select employee_id from app_user where user_name = 'manager'").get() as {
        employee_id: number
      }
      const woman = db
        .prepare(`select e.id, e.name, e.phone, e.email from employee e
        where e.tenant_id = 1 and e.gender = 2 and e.status = 1
          and not exists (select 1 from app_user u where u.employee_id = e.id)
          and not exists (select 1 from employee r where r.manager_id = e.id)
        order by case when e.manager_id = ? then 0 else 1 end, e.id limit 1`)
        .get(manager.employee_id) as { id: number; name: string; phone: string; email: string }
      db.prepare('update employee set manager_id = ? where id = ?').run(manager.employee_id, woman.id)
      const { id } = db.prepare('select max(id) + 1 as id from app_user').get() as { id: number }
      const row = {
        ...staff,
        id,
        user_name: FEMALE_STAFF.account,
        real_name: woman.name,
        phone: woman.phone,
        email: woman.email,
        employee_id: woman.id,
      }
      const columns = Object.keys(row)
      db.prepare(`insert into app_user (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`).run(
        row,
      )
      db.prepare('insert into user_tenant (user_id, tenant_id) values (?, 1)').run(id)
      db.prepare('insert into user_role (user_id, role_id) select ?, role_id from user_role where user_id = ?').run(
        id,
        staff.id,
      )
      // Like the demo accounts, she has seen the shell's first-sign-in tour.
      db.prepare(
        'insert into tour_completion (tenant_id, user_id, tour_id, outcome, completed_at) select tenant_id, ?, tour_id, outcome, completed_at from tour_completion where user_id = ?',
      ).run(id, staff.id)
    })()
  } finally {
    db.close()
  }
}

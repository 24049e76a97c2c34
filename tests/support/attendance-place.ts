import SQLite from 'better-sqlite3'
import { databaseOf } from './product'

/**
 * What HR's attendance group page leaves in the database of the product serving `url`: a group (Monday to Friday on
 * the first shift, the default calendar) holding the account's employee, with one clock-in place. Answers the
 * employee's id and job number. Until these tests set groups up through the scheduling app's pages, they start here.
 */
export function addClockInPlace(
  url: string,
  input: { userName: string; name: string; lat: number; lng: number; radius: number },
): { employeeId: number; jobNumber: string } {
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    const person = db
      .prepare(
        'select e.id, e.job_number, e.tenant_id from app_user u join employee e on e.id = u.employee_id where u.user_name = ?',
      )
      .get(input.userName) as { id: number; job_number: string; tenant_id: number }
    const shift = db
      .prepare('select id from shift where tenant_id = ? order by sort, id limit 1')
      .get(person.tenant_id) as { id: number }
    const calendar = db
      .prepare('select id from work_calendar where tenant_id = ? order by is_default desc, id limit 1')
      .get(person.tenant_id) as { id: number } | undefined
    const { id } = db.prepare('select coalesce(max(id), 0) + 1 as id from att_group').get() as { id: number }
    db.transaction(() => {
      db.prepare(
        "insert into att_group (tenant_id, id, name, calendar_id, mode, week) values (?, ?, 'E2E clock-in', ?, 'fixed', ?)",
      ).run(
        person.tenant_id,
        id,
        calendar?.id ?? 0,
        JSON.stringify([shift.id, shift.id, shift.id, shift.id, shift.id, 0, 0]),
      )
      db.prepare(
        'insert into att_group_member (tenant_id, group_id, organ_id, employee_id) values (?, ?, null, ?)',
      ).run(person.tenant_id, id, person.id)
      db.prepare(
        'insert into att_group_place (tenant_id, group_id, id, name, lat, lng, radius_m) values (?, ?, ?, ?, ?, ?, ?)',
      ).run(person.tenant_id, id, id, input.name, input.lat, input.lng, input.radius)
    })()
    return { employeeId: person.id, jobNumber: person.job_number }
  } finally {
    db.close()
  }
}

/** Removes the tenant's map key (query condition item `gaodeMapKey`) from the database of the product serving `url`. */
export function removeMapKey(url: string, tenantId: number): void {
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    db.prepare(
      "delete from query_condition_item where tenant_id = ? and biz_type_id = 66 and item_key = 'gaodeMapKey'",
    ).run(tenantId)
  } finally {
    db.close()
  }
}

/**
 * Removes the door punches (and their judged results) the demo seeded for the account's employee on `days` of the
 * product serving `url`, so that a test starts those days with nothing punched.
 */
export function removePunches(url: string, userName: string, days: string[]): void {
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    const person = db
      .prepare('select e.id, e.tenant_id from app_user u join employee e on e.id = u.employee_id where u.user_name = ?')
      .get(userName) as { id: number; tenant_id: number }
    const marks = days.map(() => '?').join(', ')
    db.transaction(() => {
      for (const table of ['punch', 'day_result']) {
        db.prepare(`delete from ${table} where tenant_id = ? and employee_id = ? and day in (${marks})`).run(
          person.tenant_id,
          person.id,
          ...days,
        )
      }
    })()
  } finally {
    db.close()
  }
}

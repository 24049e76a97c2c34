import { createHash } from 'node:crypto'
import SQLite from 'better-sqlite3'
import { databaseOf } from './product'

/**
 * Where the gap of a slider challenge is (its left edge), read from the database of the product serving `url`,
 * opened read-only: challenge `id`, or without one the newest unsolved slider (the one a page shows: each
 * test file has a product of its own and its tests run one at a time). A script cannot find the gap in the
 * picture any more; the harness knows it this way and then drags like a person.
 */
export function sliderAnswer(url: string, id?: string): number {
  const db = new SQLite(databaseOf(url), { readonly: true, fileMustExist: true })
  try {
    const row = (
      id
        ? db.prepare("select answer from captcha_challenge where id = ? and kind = 'slider'").get(id)
        : db
            .prepare(
              "select answer from captcha_challenge where kind = 'slider' and used_at is null order by created_at desc, rowid desc limit 1",
            )
            .get()
    ) as { answer: string } | undefined
    if (!row) throw new Error(`no slider challenge ${id ?? ''} in the product's database`)
    return Number(row.answer)
  } finally {
    db.close()
  }
}

/**
 * A person's drag to `x`: [ms, x] points that speed up and slow down over about a second, each move arriving a little
 * early or late (the gateway refuses a smooth curve at an even pace as a script's).
 */
export function humanTrail(x: number, ms = 900, points = 18): Array<[number, number]> {
  return Array.from({ length: points }, (_, i) => {
    const s = i / (points - 1)
    const late = i === 0 || i === points - 1 ? 0 : (((i * 7) % 5) - 2) * 0.15
    return [Math.round((ms * (i + late)) / (points - 1)), Math.round(x * s * s * (3 - 2 * s) * 100) / 100] as [
      number,
      number,
    ]
  })
}

/**
 * Gives picture captcha `id` of the product serving `url` a text the harness knows and answers it (the picture cannot
 * tell a script; a person reads it): for the second challenge the gateway asks of a risky asker.
 */
export function readPicture(url: string, id: string): string {
  const text = 'AB3K'
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    db.prepare("update captcha_challenge set answer = ? where id = ? and kind = 'picture'").run(
      createHash('sha256').update(text).digest('hex'),
      id,
    )
  } finally {
    db.close()
  }
  return text
}

/**
 * What a tenant administrator's install of a vendor app leaves in the database of the product serving `url`: the app
 * installed in the tenant with `scopes` consented (added to what an install before consented), and opened to the
 * role `roleId` (its menu function ids granted to the role). Until the product installs apps through its own pages
 * in these tests, a test that needs a vendor backend's consented scopes starts here.
 */
export function installVendorApp(
  url: string,
  input: { tenantId: number; manifest: VendorManifest; scopes: string[]; roleId: number },
): void {
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    const { tenantId, manifest, roleId } = input
    const origin = 'https://vendor.example.com'
    const installed = db
      .prepare('select scopes, roles from app_install where tenant_id = ? and code = ?')
      .get(tenantId, manifest.code) as { scopes: string; roles: string } | undefined
    const scopes = [...new Set([...(installed ? (JSON.parse(installed.scopes) as string[]) : []), ...input.scopes])]
    const roles = [...new Set([...(installed ? (JSON.parse(installed.roles) as number[]) : []), roleId])]
    const now = Date.now()
    db.transaction(() => {
      if (installed) {
        db.prepare(
          "update app_install set scopes = ?, roles = ?, status = 'enabled', consented_at = ?, updated_at = ? where tenant_id = ? and code = ?",
        ).run(JSON.stringify(scopes), JSON.stringify(roles), now, now, tenantId, manifest.code)
      } else {
        const { id } = db.prepare('select coalesce(max(id), 0) + 1 as id from app_install').get() as { id: number }
        db.prepare(`insert into app_install (tenant_id, code, id, manifest_url, origin, entry, status, version, manifest, scopes, roles,
          consented_by, consented_at, installed_at, updated_at) values (?, ?, ?, ?, ?, ?, 'enabled', ?, ?, ?, ?, 1, ?, ?, ?)`).run(
          tenantId,
          manifest.code,
          id,
          `${origin}/manifest.json`,
          origin,
          `${origin}/`,
          manifest.version,
          JSON.stringify({ ...manifest, entry: `${origin}/`, scopes }),
          JSON.stringify(scopes),
          JSON.stringify(roles),
          now,
          now,
          now,
        )
      }
      const grant = db.prepare(
        'insert into role_function (role_id, function_id) select ?, ? where not exists (select 1 from role_function where role_id = ? and function_id = ?)',
      )
      for (const menu of manifest.menus) grant.run(roleId, menu.functionId, roleId, menu.functionId)
    })()
  } finally {
    db.close()
  }
}

/** The parts of a vendor app's manifest.json an install keeps. */
export interface VendorManifest {
  code: string
  version: string
  title: { 'zh-CN': string; en: string }
  menus: Array<{ functionId: string }>
  [key: string]: unknown
}

/**
 * A published payroll run of one person in the database of the product serving `url`: what the monthly run leaves once
 * payroll published it (salary_run 'published' and the person's salary_line with its detail). Until the e2e tests drive
 * the run's own pages to publication, a test that needs a payslip starts here. Answers the run's id.
 */
export function publishPayrollRun(
  url: string,
  input: {
    tenantId: number
    month: string
    employeeId: number
    detail: object
    fen: Record<'gross' | 'deduction' | 'social' | 'tax' | 'net' | 'employer', number>
  },
): number {
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    const { tenantId, month, employeeId, fen } = input
    const now = Date.now()
    return db.transaction(() => {
      const { id } = db
        .prepare('select coalesce(max(id), 0) + 1 as id from salary_run where tenant_id = ?')
        .get(tenantId) as { id: number }
      const { organ } = db
        .prepare('select organ_id as organ from employee where tenant_id = ? and id = ?')
        .get(tenantId, employeeId) as { organ: number }
      db.prepare(`insert into salary_run (tenant_id, id, group_id, month, status, instance_id, headcount, gross_fen, net_fen, tax_fen, employer_fen, created_by,
        created_at, calculated_at, locked_at, published_at) values (?, ?, ?, ?, 'published', null, 1, ?, ?, ?, ?, 1, ?, ?, ?, ?)`).run(
        tenantId,
        id,
        id,
        month,
        fen.gross,
        fen.net,
        fen.tax,
        fen.employer,
        now,
        now,
        now,
        now,
      )
      db.prepare(`insert into salary_line (tenant_id, run_id, employee_id, organ_id, cost_centre, inputs, detail, gross_fen, deduction_fen, social_fen, tax_fen,
        net_fen, employer_fen, previous_net_fen, calculated_at) values (?, ?, ?, ?, '', '{}', ?, ?, ?, ?, ?, ?, ?, null, ?)`).run(
        tenantId,
        id,
        employeeId,
        organ,
        JSON.stringify(input.detail),
        fen.gross,
        fen.deduction,
        fen.social,
        fen.tax,
        fen.net,
        fen.employer,
        now,
      )
      return id
    })()
  } finally {
    db.close()
  }
}

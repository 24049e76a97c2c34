import { sql } from 'kysely'
import type { Db } from '../../../core/db/types'

export type CompanyStatus = 'active' | 'disabled'

export interface RecordsQuery {
  page: number
  rows: number
  name?: string
  status?: CompanyStatus
}

/** One company of the records list, with its tenants. */
export interface CompanyRecord {
  companyId: number
  name: string
  status: CompanyStatus
  /** Epoch ms; 0 for companies that predate registration. */
  createdAt: number
  adminAccount: string
  staffCount: number
  source: string
  tenants: Array<{ tenantId: number; name: string; code: string }>
}

export interface RecordsPage {
  total: number
  page: number
  rows: CompanyRecord[]
  /** Companies by status for the name search (the status filter aside), for the list's statistics. */
  countData: Record<string, number>
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A page of companies (newest first), searched by name (contains, any case) and filtered by status. */
export async function companyRecords(db: Db, query: RecordsQuery): Promise<RecordsPage> {
  let base = db.selectFrom('company')
  const name = query.name?.trim()
  if (name) base = base.where(sql<boolean>`lower(company.name) like ${likePattern(name)} escape '\\'`)
  const byStatus = await base
    .select(['company.status', (eb) => eb.fn.countAll().as('count')])
    .groupBy('company.status')
    .execute()
  if (query.status) base = base.where('company.status', '=', query.status)
  const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst()
  const companies = await base
    .leftJoin('company_registration', 'company_registration.company_id', 'company.id')
    .select([
      'company.id',
      'company.name',
      'company.status',
      'company.created_at',
      'company_registration.admin_user_id',
      'company_registration.source',
    ])
    .orderBy('company.created_at', 'desc')
    .orderBy('company.id', 'desc')
    .limit(query.rows)
    .offset((query.page - 1) * query.rows)
    .execute()
  const ids = companies.map((c) => c.id)
  const none = [0]
  const [tenants, admins, staff] = await Promise.all([
    db
      .selectFrom('tenant')
      .select(['id', 'company_id', 'name', 'code'])
      .where('company_id', 'in', ids.length ? ids : none)
      .orderBy('id')
      .execute(),
    // The registered administrator, else (companies made by the seed or cli) the first super user, else the first user.
    db
      .selectFrom('app_user')
      .select(['id', 'company_id', 'user_name', 'is_super'])
      .where('company_id', 'in', ids.length ? ids : none)
      .orderBy('is_super', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('employee')
      .innerJoin('tenant', 'tenant.id', 'employee.tenant_id')
      .select(['tenant.company_id', (eb) => eb.fn.countAll().as('count')])
      .where('tenant.company_id', 'in', ids.length ? ids : none)
      .where('employee.status', '=', 1)
      .groupBy('tenant.company_id')
      .execute(),
  ])
  const rows = companies.map((company): CompanyRecord => {
    const admin = admins.find((u) => u.id === company.admin_user_id) ?? admins.find((u) => u.company_id === company.id)
    return {
      companyId: company.id,
      name: company.name,
      status: company.status as CompanyStatus,
      createdAt: Number(company.created_at),
      adminAccount: admin?.user_name ?? '',
      staffCount: Number(staff.find((s) => s.company_id === company.id)?.count ?? 0),
      source: company.source ?? '',
      tenants: tenants
        .filter((t) => t.company_id === company.id)
        .map((t) => ({ tenantId: t.id, name: t.name, code: t.code })),
    }
  })
  const countData = Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)]))
  return { total: Number(counted?.total ?? 0), page: query.page, rows, countData }
}

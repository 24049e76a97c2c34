import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { inStaffScope, staffScopeOf, type StaffScope } from '../../access'
import { recordError } from './errors'
import { RECORD_FUNCTIONS } from './functions'
import { birthdayAge, calendarDate, parsePnid, PROVINCES } from './pnid'
import { isoDay } from './record-row'
import { langOfRequest } from '../../../core/lang'
import { heldDirectory, type DirectoryRow } from '../directory-rows'
import { heldPeople } from '../held-pages'

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Staff of the tenant in the caller's scope with one status, matching a keyword in name, job number or phone. */
export function staffMatching(db: Db, tenantId: number, scope: StaffScope, status: 1 | 2, keyword: string) {
  let query = db
    .selectFrom('employee')
    .innerJoin('organ', (join) => join.onRef('organ.id', '=', 'employee.organ_id').on('organ.tenant_id', '=', tenantId))
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', status)
    .where(inStaffScope(scope))
  const pattern = `%${escapeLike(keyword.trim().toLowerCase())}%`
  if (keyword.trim()) {
    query = query.where((eb) =>
      eb.or(
        ['employee.name', 'employee.job_number', 'employee.phone'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
  }
  return query
}

const { lookups: routes } = contract.personnel

/** A person as the pickers show them, from the held directory or from a row of staffMatching. */
const personOf = (row: DirectoryRow) => ({
  id: row.id,
  name: row.name,
  jobNumber: row.jobNumber,
  organId: row.organId,
  organName: row.organName,
})
const personOfRow = (row: { id: number; name: string; job_number: string; organ_id: number; organ_name: string }) => ({
  id: row.id,
  name: row.name,
  jobNumber: row.job_number,
  organId: row.organ_id,
  organName: row.organ_name,
})

/** §7 /ums/web/user calls of the personnel record: staff search (whole or paged) and left-staff search, ID-number facts, age, area. */
export function userLookupRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  // A person picker: on-the-job staff the caller may see, by keyword (at most `rows`).
  serve(app, routes.findPeople, { preHandler: requireSession(ctx) }, async (request) => {
    const { session, user } = authOf(request)
    const scope = await staffScopeOf(ctx, session, user)
    const keyword = request.body.keyword ?? ''
    const limit = request.body.rows ?? 20
    const held = await heldDirectory(ctx.db, session.tenant_id)
    if (held) return ok(heldPeople(held, { scope, status: 1, keyword, limit }).rows.map(personOf))
    const rows = await staffMatching(ctx.db, session.tenant_id, scope, 1, keyword)
      .select(['employee.id', 'employee.name', 'employee.job_number', 'employee.organ_id', 'organ.name as organ_name'])
      .orderBy('employee.job_number')
      .limit(limit)
      .execute()
    return ok(rows.map(personOfRow))
  })

  // The same person search a page at a time, with the total (§7 getUserByKeyWordPage2).
  serve(app, routes.findPeoplePage, { preHandler: requireSession(ctx) }, async (request) => {
    const { session, user } = authOf(request)
    const { page = 1, rows = 10 } = request.body
    const scope = await staffScopeOf(ctx, session, user)
    const keyword = request.body.keyword ?? ''
    const held = await heldDirectory(ctx.db, session.tenant_id)
    const pageOf = (total: number, found: ReturnType<typeof personOf>[]) =>
      ok({ total, page, totalPage: Math.max(1, Math.ceil(total / rows)), rows: found })
    if (held) {
      const answer = heldPeople(held, { scope, status: 1, keyword, offset: (page - 1) * rows, limit: rows })
      return pageOf(answer.total, answer.rows.map(personOf))
    }
    const base = staffMatching(ctx.db, session.tenant_id, scope, 1, keyword)
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
    const found = await base
      .select(['employee.id', 'employee.name', 'employee.job_number', 'employee.organ_id', 'organ.name as organ_name'])
      .orderBy('employee.job_number')
      .orderBy('employee.id')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute()
    return pageOf(Number(counted?.count ?? 0), found.map(personOfRow))
  })

  // The lizhi search: staff who left, newest leave first, with the leave date and reason.
  serve(app, routes.findLeft, { preHandler: requireFunction(ctx, RECORD_FUNCTIONS.leftStaff) }, async (request) => {
    const { session } = authOf(request)
    const tenantId = session.tenant_id
    const { page = 1, rows = 10 } = request.body
    const base = staffMatching(ctx.db, tenantId, await staffScopeOf(ctx, session), 2, request.body.keyword ?? '')
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
    const total = Number(counted?.count ?? 0)
    const found = await base
      .leftJoin('employee_profile', (join) =>
        join.onRef('employee_profile.employee_id', '=', 'employee.id').on('employee_profile.tenant_id', '=', tenantId),
      )
      .innerJoin('zhiwei', (join) =>
        join.onRef('zhiwei.id', '=', 'employee.zhiwei_id').on('zhiwei.tenant_id', '=', tenantId),
      )
      .innerJoin('gangwei', (join) =>
        join.onRef('gangwei.id', '=', 'employee.gangwei_id').on('gangwei.tenant_id', '=', tenantId),
      )
      .select([
        'employee.id',
        'employee.name',
        'employee.job_number',
        'organ.name as organ_name',
        'zhiwei.name as zhiwei_name',
        'gangwei.name as gangwei_name',
        'employee.entry_date',
        'employee.leave_date',
        'employee_profile.leave_reason',
      ])
      .orderBy('employee.leave_date', 'desc')
      .orderBy('employee.id')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute()
    return ok({
      total,
      page,
      totalPage: Math.max(1, Math.ceil(total / rows)),
      rows: found.map((r) => ({
        id: r.id,
        name: r.name,
        jobNumber: r.job_number,
        organName: r.organ_name,
        zhiweiName: r.zhiwei_name,
        gangweiName: r.gangwei_name,
        entryDate: isoDay(Number(r.entry_date)),
        leaveDate: r.leave_date === null ? null : isoDay(Number(r.leave_date)),
        leaveReason: r.leave_reason ?? '',
      })),
    })
  })

  serve(app, routes.pnidInfo, { preHandler: requireSession(ctx) }, async (request) => {
    const parsed = parsePnid(request.body.pnid, ctx.now())
    if (!parsed.ok)
      throw recordError(
        langOfRequest(request),
        parsed.problem === 'format' ? 'idFormat' : parsed.problem === 'birthDate' ? 'idBirthDate' : 'idCheckDigit',
      )
    return ok({ ...parsed.info, ...birthdayAge(parsed.info.birthDate, ctx.now()) })
  })

  // Age and days to the next birthday, from a birth date (yyyy-mm-dd) or an ID number.
  serve(app, routes.birthdayAge, { preHandler: requireSession(ctx) }, async (request) => {
    let birthDate = request.body.birthday ? calendarDate(request.body.birthday.replace(/-/g, '')) : null
    if (!birthDate && request.body.pnid) {
      const parsed = parsePnid(request.body.pnid, ctx.now())
      if (!parsed.ok)
        throw recordError(
          langOfRequest(request),
          parsed.problem === 'format' ? 'idFormat' : parsed.problem === 'birthDate' ? 'idBirthDate' : 'idCheckDigit',
        )
      birthDate = parsed.info.birthDate
    }
    if (!birthDate || Date.parse(`${birthDate}T00:00:00Z`) > ctx.now())
      throw recordError(langOfRequest(request), 'notDate', { label: 'birthday' })
    return ok({ birthDate, ...birthdayAge(birthDate, ctx.now()) })
  })

  // The province of an administrative area code (the first two of its six digits).
  serve(app, routes.area, { preHandler: requireSession(ctx) }, async (request) =>
    ok({ code: request.body.code, province: PROVINCES[request.body.code.slice(0, 2)] ?? null }),
  )
}

import { contract, type BodyOf } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import { functionIdsOf } from '../../../core/auth/functions'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import {
  BUILTIN_FIELDS,
  fieldAccessOf,
  hasFieldRules,
  inScope,
  inStaffScope,
  SALARY_PROFILE,
  staffScopeOf,
} from '../../access'
import { actorOf, writeAudit } from '../audit'
import { salaryError, salaryWord } from '../errors'
import { SALARY_FUNCTIONS } from '../functions'
import { fenOf, parseAmount, amountOf, amountOfFen } from '../../../core/money'
import { PROFILE_FIELDS, profilesInForce, profileView, type ProfileAccess, type ProfileField } from './profile-store'
import { costCentresOf } from './cost-centres'
import { closedLinesOf } from '../run/arrears-store'

type SaveBody = BodyOf<typeof contract.payroll.profiles.save>

/** The keys of the save body that set each profile field. */
const BODY_KEYS: Record<ProfileField, Array<keyof SaveBody>> = {
  base: ['base'],
  allowances: ['allowances'],
  bank: ['bankName', 'bankAccount'],
  costCentre: ['costCentre'],
}

const { profiles: routes } = contract.payroll

/**
 * Salary profiles (8203; 820301 changes them): each employee's base pay, allowances by fixed item, bank account and
 * cost centre, as an effective-dated history (a change takes effect from its month; a run uses the row in force for
 * its month). Only holders of 8203 read them, of the staff in their data range; the bank account is masked except for
 * holders of 820301. Field permissions (biz type 2) apply as on the employee record: a hidden field is left out of the
 * answers (listed in `hiddenFields`), a value given for a field the caller may not edit is refused (410202), and a
 * field not given keeps its value in force for the month. The cost centre is a code of the tenant's cost centre dictionary
 * (services/masterdata): the list answers the enabled values to choose from, each profile its value's name; a save takes
 * an enabled value, or keeps the one in force (a value disabled since, or text typed before the dictionary).
 */
export function profileRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.profiles) }
  const edit = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.editProfiles) }
  const canEdit = async (request: FastifyRequest) => {
    const { user, session } = authOf(request)
    return (
      user.is_super === 1 ||
      (await functionIdsOf(ctx.db, user.id, session.tenant_id)).has(SALARY_FUNCTIONS.editProfiles)
    )
  }
  const accessOf = async (request: FastifyRequest): Promise<ProfileAccess> => {
    const { user, session } = authOf(request)
    const who = { tenantId: session.tenant_id, userId: user.id, bizTypeId: SALARY_PROFILE }
    // No field permission set for profiles in the user's roles: the functions alone decide (read with 8203, edit with 820301).
    if (!(await hasFieldRules(ctx, who))) return { base: 'edit', allowances: 'edit', bank: 'edit', costCentre: 'edit' }
    const access = await fieldAccessOf(ctx, who)
    return {
      base: access.base ?? 'hidden',
      allowances: access.allowances ?? 'hidden',
      bank: access.bank ?? 'hidden',
      costCentre: access.costCentre ?? 'hidden',
    }
  }
  /** The person of the tenant within the caller's data range, or the refusal (another's staff are as if unknown). */
  const personInRange = async (request: FastifyRequest, employeeId: number) => {
    const auth = authOf(request)
    const person = await ctx.db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'name', 'job_number'])
      .where('tenant_id', '=', auth.session.tenant_id)
      .where('id', '=', employeeId)
      .executeTakeFirst()
    if (!person || !inScope(await staffScopeOf(ctx, auth.session, auth.user), person))
      throw salaryError(langOfRequest(request), 'employeeNotFound')
    return person
  }

  serve(api, routes.list, view, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const { keyword = '', page = 1, rows = 20 } = request.body
    const scope = await staffScopeOf(ctx, auth.session, auth.user)
    let query = ctx.db
      .selectFrom('employee')
      .leftJoin('organ', 'organ.id', 'employee.organ_id')
      .where('employee.tenant_id', '=', tenantId)
      .where('employee.status', '=', 1)
      .where(inStaffScope(scope))
    const word = keyword.trim()
    if (word)
      query = query.where((eb) =>
        eb.or([eb('employee.name', 'like', `%${word}%`), eb('employee.job_number', 'like', `%${word}%`)]),
      )
    const [count, staff] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      query
        .select(['employee.id', 'employee.name', 'employee.job_number', 'organ.name as organ_name'])
        .orderBy('employee.id')
        .limit(rows)
        .offset((page - 1) * rows)
        .execute(),
    ])
    const month = new Date(ctx.now()).toISOString().slice(0, 7)
    const [profiles, full, access, centres] = await Promise.all([
      profilesInForce(
        ctx.db,
        tenantId,
        month,
        staff.map((s) => s.id),
      ),
      canEdit(request),
      accessOf(request),
      costCentresOf(ctx.db, tenantId, ctx.now(), langOfRequest(request) === 'en'),
    ])
    const seen = { accounts: full, access, costCentres: centres.names }
    return ok({
      total: Number(count?.n ?? 0),
      month,
      canSeeAccounts: full,
      fields: access,
      costCentres: access.costCentre === 'hidden' ? [] : centres.choices,
      rows: staff.map((s) => {
        const profile = profiles.get(s.id)
        return {
          employeeId: s.id,
          name: s.name,
          jobNumber: s.job_number,
          organName: s.organ_name ?? '',
          profile: profile ? profileView(profile, seen) : null,
        }
      }),
    })
  })

  serve(api, routes.history, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const person = await personInRange(request, request.body.employeeId)
    const [rows, full, access, paid] = await Promise.all([
      ctx.db
        .selectFrom('salary_profile')
        .leftJoin('app_user', 'app_user.id', 'salary_profile.changed_by')
        .selectAll('salary_profile')
        .select(['app_user.real_name', 'app_user.user_name'])
        .where('salary_profile.tenant_id', '=', tenantId)
        .where('salary_profile.employee_id', '=', person.id)
        .orderBy('salary_profile.effective_month', 'desc')
        .execute(),
      canEdit(request),
      accessOf(request),
      closedLinesOf(ctx.db, tenantId, [person.id], '9999-12'),
    ])
    const { names } = await costCentresOf(ctx.db, tenantId, ctx.now(), langOfRequest(request) === 'en')
    return ok({
      employeeId: person.id,
      name: person.name,
      jobNumber: person.job_number,
      canSeeAccounts: full,
      fields: access,
      history: rows.map((row) =>
        profileView(row, { accounts: full, access, costCentres: names }, row.real_name || row.user_name || ''),
      ),
      paidMonths: paid.map((line) => line.month).sort(),
    })
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    const bad = (reason: Parameters<typeof salaryWord>[1], vars: Record<string, string> = {}) =>
      salaryError(lang, 'badProfile', { reason: salaryWord(lang, reason, vars) })
    const person = await personInRange(request, body.employeeId)
    // Field permissions as on the employee record: a value given for a field the caller may not edit is refused.
    const access = await accessOf(request)
    const labels = new Map(
      BUILTIN_FIELDS[SALARY_PROFILE].map((field) => [field.key, lang === 'en' ? field.labelEn : field.labelZh]),
    )
    const given = (field: ProfileField) => BODY_KEYS[field].some((key) => body[key] !== undefined)
    for (const field of PROFILE_FIELDS) {
      if (given(field) && access[field] !== 'edit')
        throw salaryError(lang, 'fieldNotEditable', { label: labels.get(field) ?? field })
    }
    const before = (await profilesInForce(ctx.db, tenantId, body.effectiveMonth, [person.id])).get(person.id)
    if (body.base === undefined && !before)
      throw access.base === 'edit' ? bad('baseRequired') : bad('fieldLocked', { field: salaryWord(lang, 'baseField') })
    let baseFen = before ? Number(before.base_fen) : 0
    if (body.base !== undefined) {
      const base = parseAmount(body.base)
      if (!base || base.isNegative()) throw bad('badBase')
      baseFen = fenOf(base)
    }
    let allowances = before ? before.allowances : '{}'
    if (body.allowances !== undefined) {
      const fixed = new Set(
        (
          await ctx.db
            .selectFrom('salary_item')
            .select('code')
            .where('tenant_id', '=', tenantId)
            .where('source', '=', 'fixed')
            .execute()
        ).map((row) => row.code),
      )
      const amounts: Record<string, string> = {}
      for (const [code, text] of Object.entries(body.allowances)) {
        const amount = parseAmount(text)
        if (!fixed.has(code) || code === 'base') throw bad('notAllowance', { code })
        if (!amount) throw salaryError(lang, 'badAmount', { item: code })
        amounts[code] = amountOf(amount)
      }
      allowances = JSON.stringify(amounts)
    }
    let costCentre = before?.cost_centre ?? ''
    if (body.costCentre !== undefined) {
      costCentre = body.costCentre.trim()
      // A new choice is an enabled value of the dictionary; the value in force may stay (disabled since, or typed before it).
      if (
        costCentre &&
        costCentre !== before?.cost_centre &&
        !(await costCentresOf(ctx.db, tenantId, ctx.now(), lang === 'en')).enabled.has(costCentre)
      ) {
        throw bad('costCentreUnknown', { code: costCentre })
      }
    }
    // A field not given keeps the value in force for the month.
    const row = {
      base_fen: baseFen,
      allowances,
      bank_name: body.bankName !== undefined ? body.bankName.trim() : (before?.bank_name ?? ''),
      bank_account:
        body.bankAccount !== undefined ? body.bankAccount.replace(/\s+/g, '') : (before?.bank_account ?? ''),
      cost_centre: costCentre,
      payee_type: body.payeeType ?? before?.payee_type ?? 'employee',
      reason: body.reason.trim(),
      changed_by: auth.user.id,
      changed_at: ctx.now(),
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('salary_profile')
        .where('tenant_id', '=', tenantId)
        .where('employee_id', '=', person.id)
        .where('effective_month', '=', body.effectiveMonth)
        .execute()
      await trx
        .insertInto('salary_profile')
        .values({ tenant_id: tenantId, employee_id: person.id, effective_month: body.effectiveMonth, ...row })
        .execute()
      await writeAudit(
        trx,
        {
          tenantId,
          runId: null,
          employeeId: person.id,
          actor: actorOf(auth),
          action: 'profileSave',
          reason: row.reason,
          detail: {
            effectiveMonth: body.effectiveMonth,
            base: amountOfFen(row.base_fen),
            allowances: JSON.parse(row.allowances),
            costCentre: row.cost_centre,
            payeeType: row.payee_type,
            bankChanged: row.bank_account !== (before?.bank_account ?? ''),
          },
        },
        ctx.now(),
      )
    })
    return ok({ employeeId: person.id, effectiveMonth: body.effectiveMonth })
  })
}

import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import { functionIdsOf } from '../../../core/auth/functions'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { id, objectBody, text } from '../../../core/http/schema'
import { langOfRequest } from '../../../core/lang'
import { fieldAccessOf, hasFieldRules, inScope, inStaffScope, SALARY_PROFILE, staffScopeOf } from '../../joyhr'
import { actorOf, writeAudit } from '../audit'
import { salaryError, salaryWord } from '../errors'
import { MONTH_SCHEMA, SALARY_FUNCTIONS } from '../functions'
import { AMOUNT_PATTERN, fenOf, parseAmount, amountOf, amountOfFen } from '../../../core/money'
import { profilesInForce, profileView, type ProfileAccess } from './profile-store'

interface SaveBody {
  employeeId: number; effectiveMonth: string; base: string; allowances: Record<string, string>
  bankName: string; bankAccount: string; costCentre: string; reason: string
}

const AMOUNT = { type: 'string', pattern: AMOUNT_PATTERN }

/**
 * Salary profiles (8203; 820301 changes them): each employee's base pay, allowances by fixed item, bank account and
 * cost centre, as an effective-dated history (a change takes effect from its month; a run uses the row in force for
 * its month). Only holders of 8203 read them, of the staff in their data range; the bank account is masked except for
 * holders of 820301. Field permissions (biz type 2) hide a field or keep it from being changed: a change keeps the
 * value in force of every field the caller may not edit.
 */
export function profileRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.profiles) }
  const edit = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.editProfiles) }
  const canEdit = async (request: FastifyRequest) => {
    const { user, session } = authOf(request)
    return user.is_super === 1 || (await functionIdsOf(ctx.db, user.id, session.tenant_id)).has(SALARY_FUNCTIONS.editProfiles)
  }
  const accessOf = async (request: FastifyRequest): Promise<ProfileAccess> => {
    const { user, session } = authOf(request)
    const who = { tenantId: session.tenant_id, userId: user.id, bizTypeId: SALARY_PROFILE }
    // No field permission set for profiles in the user's roles: the functions alone decide (read with 8203, edit with 820301).
    if (!(await hasFieldRules(ctx, who))) return { base: 'edit', allowances: 'edit', bank: 'edit', costCentre: 'edit' }
    const access = await fieldAccessOf(ctx, who)
    return { base: access.base ?? 'hidden', allowances: access.allowances ?? 'hidden', bank: access.bank ?? 'hidden', costCentre: access.costCentre ?? 'hidden' }
  }
  /** The person of the tenant within the caller's data range, or the refusal (another's staff are as if unknown). */
  const personInRange = async (request: FastifyRequest, employeeId: number) => {
    const auth = authOf(request)
    const person = await ctx.db.selectFrom('employee').select(['id', 'organ_id', 'name', 'job_number']).where('tenant_id', '=', auth.session.tenant_id)
      .where('id', '=', employeeId).executeTakeFirst()
    if (!person || !inScope(await staffScopeOf(ctx, auth.session, auth.user), person)) throw salaryError(langOfRequest(request), 'employeeNotFound')
    return person
  }

  api.post<{ Body: { keyword?: string; page?: number; rows?: number } }>('/salary/web/profile/list', {
    schema: { body: objectBody({ keyword: text(50), page: { type: 'integer', minimum: 1, maximum: 100000 }, rows: { type: 'integer', minimum: 1, maximum: 100 } }) }, ...view,
  }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const { keyword = '', page = 1, rows = 20 } = request.body
    const scope = await staffScopeOf(ctx, auth.session, auth.user)
    let query = ctx.db.selectFrom('employee').leftJoin('organ', 'organ.id', 'employee.organ_id')
      .where('employee.tenant_id', '=', tenantId).where('employee.status', '=', 1).where(inStaffScope(scope))
    const word = keyword.trim()
    if (word) query = query.where((eb) => eb.or([eb('employee.name', 'like', `%${word}%`), eb('employee.job_number', 'like', `%${word}%`)]))
    const [count, staff] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      query.select(['employee.id', 'employee.name', 'employee.job_number', 'organ.name as organ_name']).orderBy('employee.id')
        .limit(rows).offset((page - 1) * rows).execute(),
    ])
    const month = new Date(ctx.now()).toISOString().slice(0, 7)
    const [profiles, full, access] = await Promise.all([profilesInForce(ctx.db, tenantId, month, staff.map((s) => s.id)), canEdit(request), accessOf(request)])
    return ok({
      total: Number(count?.n ?? 0), month, canSeeAccounts: full, fields: access,
      rows: staff.map((s) => {
        const profile = profiles.get(s.id)
        return { employeeId: s.id, name: s.name, jobNumber: s.job_number, organName: s.organ_name ?? '', profile: profile ? profileView(profile, { accounts: full, access }) : null }
      }),
    })
  })

  api.post<{ Body: { employeeId: number } }>('/salary/web/profile/history', {
    schema: { body: objectBody({ employeeId: id() }, ['employeeId']) }, ...view,
  }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const person = await personInRange(request, request.body.employeeId)
    const [rows, full, access] = await Promise.all([
      ctx.db.selectFrom('salary_profile').leftJoin('app_user', 'app_user.id', 'salary_profile.changed_by').selectAll('salary_profile')
        .select(['app_user.real_name', 'app_user.user_name']).where('salary_profile.tenant_id', '=', tenantId)
        .where('salary_profile.employee_id', '=', person.id).orderBy('salary_profile.effective_month', 'desc').execute(),
      canEdit(request),
      accessOf(request),
    ])
    return ok({
      employeeId: person.id, name: person.name, jobNumber: person.job_number, canSeeAccounts: full, fields: access,
      history: rows.map((row) => profileView(row, { accounts: full, access }, row.real_name || row.user_name || '')),
    })
  })

  api.post<{ Body: SaveBody }>('/salary/web/profile/save', {
    schema: {
      body: objectBody({
        employeeId: id(), effectiveMonth: MONTH_SCHEMA, base: AMOUNT, allowances: { type: 'object', additionalProperties: AMOUNT, maxProperties: 50 },
        bankName: text(60), bankAccount: { type: 'string', pattern: '^[0-9 ]{0,40}$' }, costCentre: text(40), reason: text(200),
      }, ['employeeId', 'effectiveMonth', 'base', 'allowances', 'bankName', 'bankAccount', 'costCentre', 'reason']),
    },
    ...edit,
  }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    const bad = (reason: Parameters<typeof salaryWord>[1], vars: Record<string, string> = {}) => salaryError(lang, 'badProfile', { reason: salaryWord(lang, reason, vars) })
    const person = await personInRange(request, body.employeeId)
    const base = parseAmount(body.base)
    if (!base || base.isNegative()) throw bad('badBase')
    const fixed = new Set((await ctx.db.selectFrom('salary_item').select('code').where('tenant_id', '=', tenantId).where('source', '=', 'fixed').execute()).map((row) => row.code))
    const allowances: Record<string, string> = {}
    for (const [code, text] of Object.entries(body.allowances)) {
      const amount = parseAmount(text)
      if (!fixed.has(code) || code === 'base') throw bad('notAllowance', { code })
      if (!amount) throw salaryError(lang, 'badAmount', { item: code })
      allowances[code] = amountOf(amount)
    }
    const given = {
      base_fen: fenOf(base), allowances: JSON.stringify(allowances), bank_name: body.bankName.trim(), bank_account: body.bankAccount.replace(/\s+/g, ''),
      cost_centre: body.costCentre.trim(),
    }
    // A field the caller may not edit keeps the value in force for the month (none yet: the base pay cannot be set).
    const access = await accessOf(request)
    const before = (await profilesInForce(ctx.db, tenantId, body.effectiveMonth, [person.id])).get(person.id)
    if (access.base !== 'edit' && !before) throw bad('fieldLocked', { field: salaryWord(lang, 'baseField') })
    const kept = <K extends keyof typeof given>(field: keyof ProfileAccess, keys: K[], empty: Pick<typeof given, K>) =>
      (access[field] === 'edit' ? {} : Object.fromEntries(keys.map((key) => [key, before ? before[key] : empty[key]])))
    const row = {
      ...given,
      ...kept('base', ['base_fen'], { base_fen: 0 }),
      ...kept('allowances', ['allowances'], { allowances: '{}' }),
      ...kept('bank', ['bank_name', 'bank_account'], { bank_name: '', bank_account: '' }),
      ...kept('costCentre', ['cost_centre'], { cost_centre: '' }),
      reason: body.reason.trim(), changed_by: auth.user.id, changed_at: ctx.now(),
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('salary_profile').where('tenant_id', '=', tenantId).where('employee_id', '=', person.id).where('effective_month', '=', body.effectiveMonth).execute()
      await trx.insertInto('salary_profile').values({ tenant_id: tenantId, employee_id: person.id, effective_month: body.effectiveMonth, ...row }).execute()
      await writeAudit(trx, {
        tenantId, runId: null, employeeId: person.id, actor: actorOf(auth), action: 'profileSave', reason: row.reason,
        detail: {
          effectiveMonth: body.effectiveMonth, base: amountOfFen(row.base_fen), allowances: JSON.parse(row.allowances), costCentre: row.cost_centre,
          bankChanged: row.bank_account !== (before?.bank_account ?? ''),
        },
      }, ctx.now())
    })
    return ok({ employeeId: person.id, effectiveMonth: body.effectiveMonth })
  })
}

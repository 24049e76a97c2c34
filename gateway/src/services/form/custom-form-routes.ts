import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { requireAuthorisedFunction } from '../../core/auth/auth-flags'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { BUILTIN_FIELDS, knownBizType, fieldAccessOf, permsCodes, permsError, inScope, staffScopeOf } from '../access'
import { langOf, langOfRequest } from '../../core/lang'
import { formForOrgan, formOf, formResolver, formsOf, staffInRange, withOptions } from './form-store'
import { dictionariesOf, valueName } from '../masterdata'
import { formView } from './form-view'

/** Custom forms (menu 1030): list; save and assign are buttons checked with their auth flag. */
export const FORMS_FUNCTION = '1030'
export const SAVE_FORM_FUNCTION = '103001'
export const ASSIGN_FORM_FUNCTION = '103002'

export { formView }

const routes = contract.form.customForm

/** §7 custom form: save, queryCustomForm, getFormByAssign, hasEffectiveForm, checkIsUserSameAssignedForm; field lists. */
export function customFormRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.save, { preHandler: requireAuthorisedFunction(ctx, SAVE_FORM_FUNCTION) }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const body = request.body
    if (!knownBizType(body.bizTypeId))
      throw permsError(langOfRequest(request), permsCodes.unknownBizType, 'unknownBizType', { id: body.bizTypeId })
    const existing = body.id ? await formOf(ctx.db, langOfRequest(request), tenantId, body.id) : undefined
    if (existing && existing.bizTypeId !== body.bizTypeId)
      throw permsError(langOfRequest(request), permsCodes.badFieldDefinition, 'unknownBizType', {
        id: body.bizTypeId,
      })
    const seen = new Set<string>()
    const builtin = new Set((BUILTIN_FIELDS[body.bizTypeId] ?? []).map((field) => field.key))
    const others = (await formsOf(ctx.db, tenantId, { bizTypeId: body.bizTypeId })).filter(
      (form) => form.id !== existing?.id,
    )
    for (const field of body.fields) {
      if (seen.has(field.key))
        throw permsError(langOfRequest(request), permsCodes.badFieldDefinition, 'duplicateKey', { key: field.key })
      seen.add(field.key)
      if (builtin.has(field.key))
        throw permsError(langOfRequest(request), permsCodes.badFieldDefinition, 'builtinKey', { key: field.key })
      const owner = others.find((form) => form.fields.some((f) => f.key === field.key))
      if (owner)
        throw permsError(langOfRequest(request), permsCodes.badFieldDefinition, 'takenKey', {
          key: field.key,
          form: owner.name,
        })
      if (field.type === 'select' && !field.dictionary && !field.options?.length)
        throw permsError(langOfRequest(request), permsCodes.badFieldDefinition, 'noOptions', { key: field.key })
    }
    const wanted = [
      ...new Set(
        body.fields.flatMap((field) => (field.type === 'select' && field.dictionary ? [field.dictionary] : [])),
      ),
    ]
    const known = new Set(
      (await dictionariesOf(ctx.db, tenantId, ctx.now(), wanted)).map((dictionary) => dictionary.code),
    )
    const unknown = body.fields.find(
      (field) => field.type === 'select' && field.dictionary && !known.has(field.dictionary),
    )
    if (unknown)
      throw permsError(langOfRequest(request), permsCodes.badFieldDefinition, 'noDictionary', {
        key: unknown.key,
        code: unknown.dictionary ?? '',
      })
    const now = ctx.now()
    const id = existing?.id ?? randomUUID()
    await ctx.db.transaction().execute(async (trx) => {
      if (existing) {
        await trx
          .updateTable('custom_form')
          .set({ name: body.name, status: body.status ?? 1, updated_at: now })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .execute()
        await trx.deleteFrom('custom_form_field').where('tenant_id', '=', tenantId).where('form_id', '=', id).execute()
      } else {
        await trx
          .insertInto('custom_form')
          .values({
            tenant_id: tenantId,
            id,
            biz_type_id: body.bizTypeId,
            name: body.name,
            status: body.status ?? 1,
            created_at: now,
            updated_at: now,
          })
          .execute()
      }
      if (body.fields.length) {
        await trx
          .insertInto('custom_form_field')
          .values(
            body.fields.map((field, sort) => ({
              tenant_id: tenantId,
              form_id: id,
              biz_type_id: body.bizTypeId,
              field_key: field.key,
              label_zh: field.labelZh,
              label_en: field.labelEn,
              type: field.type,
              options: JSON.stringify(field.type === 'select' && !field.dictionary ? field.options : []),
              dictionary: field.type === 'select' ? (field.dictionary ?? null) : null,
              required: field.required ? 1 : 0,
              sort,
            })),
          )
          .execute()
      }
    })
    return ok({ id })
  })

  serve(app, routes.queryCustomForm, { preHandler: requireFunction(ctx, FORMS_FUNCTION) }, async (request) => {
    const { bizTypeId, page = 1, rows = 20 } = request.body
    const forms = await formsOf(ctx.db, authOf(request).session.tenant_id, { bizTypeId })
    const en = langOf(request) === 'en'
    return ok({
      total: forms.length,
      page,
      totalPage: Math.max(1, Math.ceil(forms.length / rows)),
      rows: forms.slice((page - 1) * rows, page * rows).map((form) => formView(form, en)),
    })
  })

  serve(app, routes.getFormByAssign, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const employee = await staffInRange(ctx, langOfRequest(request), auth, request.body.sourceId)
    const assigned = await formForOrgan(ctx.db, auth.session.tenant_id, request.body.bizTypeId, employee.organ_id)
    if (!assigned) return ok(null)
    const form = await withOptions(ctx.db, auth.session.tenant_id, assigned)
    const access = await fieldAccessOf(ctx, {
      tenantId: auth.session.tenant_id,
      userId: auth.user.id,
      bizTypeId: form.bizTypeId,
    })
    return ok(formView(form, langOf(request) === 'en', access))
  })

  serve(app, routes.hasEffectiveForm, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const { bizTypeId, sourceId } = request.body
    if (sourceId === undefined) {
      const forms = await formsOf(ctx.db, auth.session.tenant_id, { bizTypeId })
      return ok(forms.some((form) => form.status === 1 && form.organIds.length > 0))
    }
    const employee = await staffInRange(ctx, langOfRequest(request), auth, sourceId)
    return ok((await formForOrgan(ctx.db, auth.session.tenant_id, bizTypeId, employee.organ_id)) !== undefined)
  })

  serve(app, routes.checkIsUserSameAssignedForm, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const ids = [...new Set(request.body.sourceIds)]
    const scope = await staffScopeOf(ctx, auth.session)
    const staff = await ctx.db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', auth.session.tenant_id)
      .where('id', 'in', ids)
      .execute()
    if (staff.length !== ids.length || !staff.every((employee) => inScope(scope, employee))) {
      throw permsError(langOfRequest(request), permsCodes.outOfRange, 'outOfRange')
    }
    const resolve = await formResolver(ctx.db, auth.session.tenant_id, request.body.bizTypeId)
    const formIds = new Set(staff.map((employee) => resolve(employee.organ_id)?.id ?? null))
    const [only] = formIds
    return ok({ same: formIds.size === 1, formId: formIds.size === 1 ? only : null })
  })

  // The dictionaries a select field may take its options from, for the form designer (names in the request's language).
  serve(app, routes.dictionaries, { preHandler: requireFunction(ctx, FORMS_FUNCTION) }, async (request) => {
    const en = langOf(request) === 'en'
    const dictionaries = await dictionariesOf(ctx.db, authOf(request).session.tenant_id, ctx.now())
    return ok(
      dictionaries.map((dictionary) => ({
        code: dictionary.code,
        name: valueName(dictionary, en),
        values: dictionary.values.filter((value) => value.enabled).length,
      })),
    )
  })
}

import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { knownBizType, fieldAccessOf, fieldsOfBizType, permsCodes, permsError } from '../access'
import { langOf, langOfRequest } from '../../core/lang'
import { FORMS_FUNCTION, formView } from './custom-form-routes'
import { checkedValue, requireValues, type FieldValue } from './field-values'
import { formForOrgan, formOf, staffInRange, withOptions } from './form-store'

const routes = contract.form

/** §7 formInstance create and find (a record's custom-form values), and the field list of a business type. */
export function formInstanceRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.formInstance.create, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const declared = await formOf(ctx.db, langOfRequest(request), tenantId, request.body.formId)
    const employee = await staffInRange(ctx, langOfRequest(request), auth, request.body.sourceId)
    const assigned = await formForOrgan(ctx.db, tenantId, declared.bizTypeId, employee.organ_id)
    if (assigned?.id !== declared.id)
      throw permsError(langOfRequest(request), permsCodes.formNotAssigned, 'formNotAssigned')
    const access = await fieldAccessOf(ctx, { tenantId, userId: auth.user.id, bizTypeId: declared.bizTypeId })
    const existing = await ctx.db
      .selectFrom('form_instance')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('form_id', '=', declared.id)
      .where('source_id', '=', employee.id)
      .executeTakeFirst()
    const stored = existing ? (JSON.parse(existing.data) as Record<string, FieldValue>) : {}
    // A dictionary value disabled since the record took it may stay; no other record may take it.
    const form = await withOptions(ctx.db, tenantId, declared, stored)
    const en = langOfRequest(request) === 'en'
    const changes: Record<string, FieldValue> = {}
    for (const [key, raw] of Object.entries(request.body.values)) {
      const field = form.fields.find((f) => f.key === key)
      if (!field) throw permsError(langOfRequest(request), permsCodes.unknownField, 'unknownField', { key })
      if (access[key] !== 'edit')
        throw permsError(langOfRequest(request), permsCodes.fieldNotEditable, 'fieldNotEditable', {
          label: en ? field.labelEn : field.labelZh,
        })
      changes[key] = checkedValue(langOfRequest(request), field, raw)
    }
    const values = { ...stored, ...changes }
    requireValues(langOfRequest(request), form.fields, values)
    const now = ctx.now()
    if (existing) {
      await ctx.db
        .updateTable('form_instance')
        .set({ data: JSON.stringify(values), updated_by: auth.user.id, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', existing.id)
        .execute()
      return ok({ id: existing.id })
    }
    const instanceId = randomUUID()
    await ctx.db
      .insertInto('form_instance')
      .values({
        tenant_id: tenantId,
        id: instanceId,
        form_id: form.id,
        source_id: employee.id,
        data: JSON.stringify(values),
        updated_by: auth.user.id,
        created_at: now,
        updated_at: now,
      })
      .execute()
    return ok({ id: instanceId })
  })

  serve(app, routes.formInstance.find, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const employee = await staffInRange(ctx, langOfRequest(request), auth, request.body.sourceId)
    const assigned = await formForOrgan(ctx.db, tenantId, request.body.bizTypeId, employee.organ_id)
    if (!assigned) return ok(null)
    const [access, row] = await Promise.all([
      fieldAccessOf(ctx, { tenantId, userId: auth.user.id, bizTypeId: assigned.bizTypeId }),
      ctx.db
        .selectFrom('form_instance')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('form_id', '=', assigned.id)
        .where('source_id', '=', employee.id)
        .executeTakeFirst(),
    ])
    const stored = row ? (JSON.parse(row.data) as Record<string, FieldValue>) : {}
    const form = await withOptions(ctx.db, tenantId, assigned, stored)
    const hiddenFields = form.fields.filter((field) => access[field.key] === 'hidden').map((field) => field.key)
    const values = Object.fromEntries(
      form.fields
        .filter((field) => !hiddenFields.includes(field.key))
        .map((field) => [field.key, stored[field.key] ?? null]),
    )
    return ok({
      id: row?.id ?? null,
      form: formView(form, langOf(request) === 'en', access),
      sourceId: employee.id,
      values,
      hiddenFields,
      updatedAt: row?.updated_at ?? null,
    })
  })

  serve(app, routes.field.listByBizType, { preHandler: requireFunction(ctx, FORMS_FUNCTION) }, async (request) => {
    if (!knownBizType(request.body.bizTypeId))
      throw permsError(langOfRequest(request), permsCodes.unknownBizType, 'unknownBizType', {
        id: request.body.bizTypeId,
      })
    const en = langOf(request) === 'en'
    const fields = await fieldsOfBizType(ctx.db, authOf(request).session.tenant_id, request.body.bizTypeId)
    return ok(
      fields.map((field) => ({
        key: field.key,
        label: en ? field.labelEn : field.labelZh,
        labelZh: field.labelZh,
        labelEn: field.labelEn,
        type: field.type,
        options: field.options ?? [],
        dictionary: field.dictionary ?? null,
        required: field.required,
        custom: field.formId !== undefined,
        formId: field.formId ?? null,
      })),
    )
  })
}

import { contract, recruitmentContract } from '@hr-portal/api'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { namedScope } from '../../core/http/named-scope'
import { langOfRequest, type Lang } from '../../core/lang'
import { sniff } from '../files'
import { requireCaptchaPass } from '../message'
import { claimApplication, spendAddressAttempt, spendTenantApplication } from './careers-limits'
import { writeAudit } from './audit'
import { careersChannel } from './channels'
import { cleanLine } from '../../core/text/clean-text'
import { recruitError } from './errors'
import { nextId } from './next-id'

import { MAX_RESUME_BYTES } from './careers-limits'

export { MAX_RESUME_BYTES }

const { careers: routes } = contract.recruitment
const { EMAIL_PATTERN, PHONE_PATTERN } = recruitmentContract

interface Application {
  code: string
  jobId: number
  name: string
  phone: string
  email: string
  captchaToken: string
  file: { name: string; body: Buffer } | null
}

const tenantOfCode = (ctx: GatewayContext, code: string) =>
  ctx.db
    .selectFrom('tenant')
    .innerJoin('company', 'company.id', 'tenant.company_id')
    .select(['tenant.id', 'tenant.name', 'company.name as company_name', 'company.status'])
    .where('tenant.code', '=', code)
    .executeTakeFirst()

/**
 * The form's fields, cleaned and checked as a JSON schema would (a multipart body has none, see core/http/text-keyword.ts):
 * a bad one answers badApplicant.
 */
async function readApplication(request: FastifyRequest, lang: Lang): Promise<Application> {
  const fields: Record<string, string> = {}
  let file: Application['file'] = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file)
          file = { name: part.filename || 'resume.pdf', body: await part.toBuffer() }
        else await part.toBuffer()
      } else fields[part.fieldname] = cleanLine(String(part.value ?? ''))
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw recruitError(lang, 'tooLarge', { mb: MAX_RESUME_BYTES / 1024 / 1024 })
    throw recruitError(lang, 'badApplicant')
  }
  const name = (fields.name ?? '').trim()
  const phone = (fields.phone ?? '').trim()
  const email = (fields.email ?? '').trim().toLowerCase()
  const jobId = Number(fields.jobId)
  const good =
    name.length >= 1 &&
    name.length <= 60 &&
    new RegExp(PHONE_PATTERN).test(phone) &&
    email.length <= 200 &&
    new RegExp(EMAIL_PATTERN).test(email) &&
    Number.isInteger(jobId) &&
    jobId > 0 &&
    jobId < 2_147_483_647 &&
    /^[A-Za-z0-9_-]{1,40}$/.test(fields.code ?? '') &&
    (fields.captchaToken ?? '').length <= 100
  if (!good) throw recruitError(lang, 'badApplicant')
  return { code: fields.code, jobId, name, phone, email, captchaToken: fields.captchaToken ?? '', file }
}

/**
 * The public careers page's calls (no sign-in): a tenant's open jobs by its code, and an application with a PDF résumé (multipart: the fields code, jobId, name, phone, email, captchaToken and the file `file`)
 * (checked by its content), behind the slider captcha and the limits of careers-limits.ts (per address, per tenant, one per opening and e-mail or phone).
 */
export function careersRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.jobs, {}, async (request) => {
    const tenant = await tenantOfCode(ctx, request.body.code)
    if (tenant?.status !== 'active') throw recruitError(langOfRequest(request), 'careersNotFound')
    const jobs = await ctx.db
      .selectFrom('recruit_job')
      .innerJoin('organ', (join) =>
        join.onRef('organ.id', '=', 'recruit_job.organ_id').onRef('organ.tenant_id', '=', 'recruit_job.tenant_id'),
      )
      .select([
        'recruit_job.id',
        'recruit_job.title',
        'recruit_job.description',
        'recruit_job.vacancies',
        'organ.name as organ_name',
      ])
      .where('recruit_job.tenant_id', '=', tenant.id)
      .where('recruit_job.status', '=', 'open')
      .orderBy('recruit_job.id', 'desc')
      .limit(200)
      .execute()
    return ok({
      company: tenant.company_name,
      tenant: tenant.name,
      jobs: jobs.map((job) => ({
        id: job.id,
        title: job.title,
        description: job.description,
        vacancies: Number(job.vacancies),
        unit: job.organ_name,
      })),
    })
  })

  void api.register(
    namedScope('careers-upload', async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10, fieldSize: 400, parts: 12 },
      })
      serve(scope, routes.apply, {}, async (request) => {
        const lang = langOfRequest(request)
        const now = ctx.now()
        await spendAddressAttempt(ctx.db, request.ip, lang, now)
        const form = await readApplication(request, lang)
        await requireCaptchaPass(ctx, form.captchaToken, request.ip, lang, `apply:${form.email}`)
        const tenant = await tenantOfCode(ctx, form.code)
        if (tenant?.status !== 'active') throw recruitError(lang, 'careersNotFound')
        const job = await ctx.db
          .selectFrom('recruit_job')
          .select(['id', 'status'])
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', form.jobId)
          .executeTakeFirst()
        if (job?.status !== 'open') throw recruitError(lang, 'jobNotOpen')
        if (!form.file || form.file.body.length === 0) throw recruitError(lang, 'noResume')
        const type = await sniff(form.file.body, form.file.name, 'any')
        if (type?.mime !== 'application/pdf') throw recruitError(lang, 'notPdf')
        await spendTenantApplication(ctx.db, tenant.id, lang, now)
        const release = await claimApplication(
          ctx.db,
          { tenantId: tenant.id, jobId: job.id, email: form.email, phone: form.phone },
          lang,
          now,
        )
        const path = `${ctx.integrations.files.prefix}/recruit/${tenant.id}/${randomUUID()}.pdf`
        await ctx.integrations.files.store
          .put(path, form.file.body, 'application/pdf')
          .catch(async (error: unknown) => {
            await release()
            throw error
          })
        await ctx.db
          .transaction()
          .execute(async (trx) => {
            const channelId = await careersChannel(trx, tenant.id, now)
            const next = await nextId(trx, 'recruit_candidate', tenant.id)
            await trx
              .insertInto('recruit_candidate')
              .values({
                tenant_id: tenant.id,
                id: next,
                job_id: job.id,
                channel_id: channelId,
                name: form.name,
                phone: form.phone,
                email: form.email,
                stage: 'applied',
                resume_path: path,
                resume_name: cleanLine(form.file!.name).replace(/"/g, '').slice(0, 200),
                resume_size: form.file!.body.length,
                employee_id: null,
                created_at: now,
                updated_at: now,
              })
              .execute()
            await trx
              .insertInto('recruit_stage_log')
              .values({
                tenant_id: tenant.id,
                id: await nextId(trx, 'recruit_stage_log', tenant.id),
                candidate_id: next,
                from_stage: '',
                to_stage: 'applied',
                actor_id: null,
                actor_name: form.name.slice(0, 60),
                at: now,
              })
              .execute()
            await writeAudit(
              trx,
              tenant.id,
              { id: null, name: 'careers' },
              'candidate.apply',
              next,
              { jobId: job.id },
              now,
            )
          })
          .catch(async (error: unknown) => {
            await ctx.integrations.files.store.remove(path)
            await release()
            throw error
          })
        return ok({ received: true })
      })
    }),
  )
}

import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { spendAddressShare } from '../../../core/db/address-budget'
import { GatewayError, codes } from '../../../core/errors'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { isoDay } from '../records/record-row'
import { certificateError } from './errors'
import { codeHash } from './issue'

const routes = contract.personnel.certificates

/** Verifications an address (and its /24 or /64 network) may ask in ten minutes, right codes or wrong. */
export const VERIFY_SHARE = { perAddress: 20, perGroup: 60, windowMs: 10 * 60_000 }

const BUSY = {
  zh: '核验过于频繁，请稍后再试',
  en: 'Too many verifications from your network, please try again shortly',
} as const

/**
 * The public verification (no sign-in): the certificate the code names, saying only what it says (its kind, title
 * and text, the person's name, the company, the issue day); a wrong code says nothing about anybody. Each address
 * and network has a budget of tries, so codes cannot be guessed in bulk (128 random bits besides).
 */
export function verifyRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.verify, {}, async (request) => {
    const lang = langOfRequest(request)
    const spent = await spendAddressShare(ctx.db, 'certificate:verify', request.ip, VERIFY_SHARE, ctx.now())
    if (!spent.ok) throw new GatewayError(codes.busy, BUSY[lang])
    const row = await ctx.db
      .selectFrom('certificate')
      .innerJoin('employee', (join) =>
        join
          .onRef('employee.tenant_id', '=', 'certificate.tenant_id')
          .onRef('employee.id', '=', 'certificate.employee_id'),
      )
      .innerJoin('tenant', 'tenant.id', 'certificate.tenant_id')
      .select([
        'certificate.kind',
        'certificate.title',
        'certificate.body',
        'certificate.issued_at',
        'employee.name',
        'tenant.name as company',
      ])
      .where('certificate.code_hash', '=', codeHash(request.body.code))
      .where('certificate.status', '=', 'issued')
      .executeTakeFirst()
    if (!row || row.issued_at === null) throw certificateError(lang, 'notVerified')
    return ok({
      kind: row.kind,
      title: row.title,
      body: row.body,
      name: row.name,
      company: row.company,
      issuedOn: isoDay(Number(row.issued_at) + 8 * 3_600_000)!,
    })
  })
}

import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import {
  consumeCode,
  issueProof,
  normalDestination,
  requireCaptchaPass,
  restoreProof,
  sendCode,
  spendProof,
  spendPublicWork,
  useProof,
} from '../../message'
import { REGISTRATIONS_PER_ADDRESS, spendRegistration } from './budgets'
import { createCompany } from './create-company'
import { refuseTaken } from './probes'
import { checkRegistration } from './rules'
import { langFrom, sayCompany } from './texts'

/** Registration attempts one e-mail proof allows (to fix a taken detail without a new code). */
export const PROOF_USES = 10

const routes = contract.tenants.company

const acceptLanguage = (request: FastifyRequest) => String(request.headers['accept-language'] ?? '')

/**
 * §7 company register (signed out), in two steps so that nothing tells who holds a detail before
 * the caller proved an e-mail address of their own:
 * 1. sendCode (after a captcha pass) sends a code to the administrator's e-mail; it answers the
 *    same whatever is taken. verifyCode checks the code and answers a proof of that e-mail
 *    (PROOF_TTL_MS, at most {@link PROOF_USES} registration attempts).
 * 2. register (JSON body: company, administrator and the proof; query string: `source`,
 *    `inviteCode`, `brand`) checks the proof first; only then does it answer a taken name,
 *    account, phone or e-mail, and the caller may fix it and try again with the same proof.
 *    'Taken' answers are counted per client address, network and value (probes.ts). Each address
 *    registers at most {@link REGISTRATIONS_PER_ADDRESS} companies a day, and budgets.ts bounds
 *    the registrations a day per network, per e-mail domain and for the whole deployment: all
 *    spent before the company is made, given back when it is not.
 */
export function registerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.sendCode, {}, async (request) => {
    const lang = acceptLanguage(request)
    await requireCaptchaPass(ctx, request.body.captchaToken, request.ip, lang, request.body.email)
    await sendCode(ctx, {
      purpose: 'register',
      channel: 'email',
      destination: request.body.email,
      ip: request.ip,
      lang,
    })
    return ok(null)
  })

  serve(app, routes.verifyCode, {}, async (request) => {
    const lang = langFrom(acceptLanguage(request))
    const email = normalDestination('email', request.body.email, lang)
    await consumeCode(ctx, {
      purpose: 'register',
      channel: 'email',
      destination: email,
      code: request.body.code,
      ip: request.ip,
      lang,
    })
    return ok(await issueProof(ctx.db, { purpose: 'register', channel: 'email', destination: email }, ctx.now()))
  })

  serve(app, routes.register, {}, async (request) => {
    const lang = langFrom(acceptLanguage(request))
    const reg = checkRegistration(request.body, request.query, lang)
    if (
      reg.brand &&
      !(await ctx.db.selectFrom('brand').select('sys_code').where('sys_code', '=', reg.brand).executeTakeFirst())
    ) {
      throw new GatewayError(codes.badInput, sayCompany(lang, 'brand'))
    }
    const now = ctx.now()
    const target = { purpose: 'register', channel: 'email' as const, destination: reg.adminEmail }
    // The proof comes before anything that tells whether a detail is taken.
    const proofId = await useProof(ctx.db, { ...target, proof: reg.proof, maxUses: PROOF_USES }, now)
    if (!proofId) throw new GatewayError(codes.wrongCode, sayCompany(lang, 'proofExpired'))
    const giveBack = await spendRegistration(ctx.db, reg.adminEmail, request.ip, lang, now)
    let created
    try {
      await spendPublicWork(ctx, request.ip, lang)
      await refuseTaken(ctx.db, reg, request.ip, lang, now)
      if (!(await spendProof(ctx.db, proofId, now)))
        throw new GatewayError(codes.wrongCode, sayCompany(lang, 'proofExpired'))
      created = await createCompany(ctx.db, reg, { ip: request.ip, now, lang }).catch(async (error: unknown) => {
        // A registration that lost a race for a detail may be fixed with the same proof.
        await restoreProof(ctx.db, proofId)
        throw error
      })
    } catch (error) {
      await giveBack()
      throw error
    }
    return ok({ companyId: created.companyId, tenantId: created.tenantId, adminAccount: reg.adminAccount })
  })
}

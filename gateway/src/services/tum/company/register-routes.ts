import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { objectBody, text } from '../../../core/http/schema'
import { anyAtLimit, countEvent, consumeCode, requireCaptchaPass, sendCode } from '../../message'
import { checkBudgets, countBudgets } from './budgets'
import { createCompany, TAKEN_CODES, takenField } from './create-company'
import { checkRegistration, type RegisterBody, type RegisterQuery } from './rules'
import { langFrom, sayCompany } from './texts'

/** Companies registered from one address per day. */
export const REGISTRATIONS_PER_ADDRESS = 5
const DAY = 24 * 60 * 60 * 1000

const acceptLanguage = (request: FastifyRequest) => String(request.headers['accept-language'] ?? '')
// Lengths here only bound the input; rules.ts answers the field's own message.
const field = (max: number) => text(max)

/**
 * §7 company register (signed out): the JSON body names the company and its administrator, the
 * query string carries extras (`source`, `inviteCode`, `brand`). The administrator's e-mail is
 * proven by a code (sendCode here, after a captcha pass); each address registers at most
 * {@link REGISTRATIONS_PER_ADDRESS} companies a day, and budgets.ts bounds the registrations a day
 * per e-mail domain and for the whole deployment.
 */
export function registerRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post<{ Body: { email: string; captchaToken?: string } }>('/tum/web/company/sendCode', {
    schema: { body: objectBody({ email: text(200, 1), purpose: text(20), captchaToken: text(100) }, ['email']) },
  }, async (request) => {
    const lang = acceptLanguage(request)
    await requireCaptchaPass(ctx, request.body.captchaToken, request.ip, lang, request.body.email)
    await sendCode(ctx, { purpose: 'register', channel: 'email', destination: request.body.email, ip: request.ip, lang })
    return ok(null)
  })

  app.post<{ Body: RegisterBody; Querystring: RegisterQuery }>('/tum/web/company/register', {
    schema: {
      body: objectBody({
        companyName: field(300), tenantName: field(300), adminAccount: field(300), adminName: field(300), adminPhone: field(50),
        adminEmail: field(300), password: field(100), confirmPassword: field(100), code: field(20),
      }, ['companyName', 'adminAccount', 'adminName', 'adminPhone', 'adminEmail', 'password', 'confirmPassword']),
      querystring: objectBody({ source: field(100), inviteCode: field(100), brand: field(100) }),
    },
  }, async (request) => {
    const lang = langFrom(acceptLanguage(request))
    const reg = checkRegistration(request.body, request.query, lang)
    if (reg.brand && !(await ctx.db.selectFrom('brand').select('sys_code').where('sys_code', '=', reg.brand).executeTakeFirst())) {
      throw new GatewayError(codes.badInput, sayCompany(lang, 'brand'))
    }
    const now = ctx.now()
    const addressKey = `company:register:ip:${request.ip}`
    if (await anyAtLimit(ctx.db, [addressKey], REGISTRATIONS_PER_ADDRESS, DAY, now)) {
      throw new GatewayError(codes.tooManyAttempts, sayCompany(lang, 'tooMany'))
    }
    await checkBudgets(ctx.db, reg.adminEmail, lang, now)
    // Before the code is spent, so a taken name can be changed without a new code.
    const taken = await takenField(ctx.db, reg)
    if (taken) throw new GatewayError(TAKEN_CODES[taken], sayCompany(lang, taken))
    await consumeCode(ctx, { purpose: 'register', channel: 'email', destination: reg.adminEmail, code: reg.code, ip: request.ip, lang })
    const created = await createCompany(ctx.db, reg, { ip: request.ip, now, lang })
    await countEvent(ctx.db, [addressKey], DAY, now)
    await countBudgets(ctx.db, reg.adminEmail, now)
    return ok({ companyId: created.companyId, tenantId: created.tenantId, adminAccount: reg.adminAccount })
  })
}

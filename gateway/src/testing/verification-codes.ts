import { drainDeliveries } from '../services/message'
import type { TestGateway } from './test-gateway'

/** Solves a slider puzzle as a person would (the gap's x read from the database), for gateway tests. */
export async function captchaPass(gateway: TestGateway, ip = '127.0.0.1'): Promise<string> {
  const send = (url: string, payload: object) =>
    gateway.app.inject({ method: 'POST', url, payload, remoteAddress: ip }).then((r) => JSON.parse(r.body))
  const puzzle = await send('/gateway/uac/captcha/generate', { type: 'slider' })
  const row = await gateway.ctx.db.selectFrom('captcha_challenge').select('answer').where('id', '=', puzzle.result.id).executeTakeFirstOrThrow()
  gateway.setNow(gateway.ctx.now() + 1000)
  const solved = await send('/gateway/uac/captcha/validate', { id: puzzle.result.id, x: Number(row.answer) + 2, durationMs: 900 })
  if (solved.code !== 0) throw new Error(`captcha not solved: ${JSON.stringify(solved)}`)
  return solved.result.captchaToken as string
}

/** The newest code in the dev outbox sent to `to`, once the delivery queue has sent what is due. */
export async function codeFor(gateway: TestGateway, to: string): Promise<string | undefined> {
  await drainDeliveries(gateway.ctx)
  const entry = gateway.ctx.integrations.outbox?.list().find((m) => m.to === to || m.to.includes(`<${to}>`))
  return entry ? /\b(\d{6})\b/.exec(entry.text)?.[1] : undefined
}

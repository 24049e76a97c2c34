import { createHash } from 'node:crypto'
import { drainDeliveries } from '../services/message'
import type { TestGateway } from './test-gateway'

/**
 * A person's drag to `x` for gateway tests: [ms, x] points along an ease-in-out curve over `ms` (a person speeds up
 * and slows down), starting at the piece's starting place, each move arriving a little early or late (a hand's
 * moves never come at an even pace; the gateway refuses a smooth curve at an even pace as a script's).
 */
export function humanTrail(x: number, ms = 900, points = 16): Array<[number, number]> {
  return Array.from({ length: points }, (_, i) => {
    const s = i / (points - 1)
    const late = i === 0 || i === points - 1 ? 0 : (((i * 7) % 5) - 2) * 0.15
    return [Math.round((ms * (i + late)) / (points - 1)), Math.round(x * (s * s * (3 - 2 * s)) * 100) / 100] as [
      number,
      number,
    ]
  })
}

/** Reads a picture captcha as a person would (its text set to a known one in the database, as the image cannot tell a script). */
export async function readPicture(gateway: TestGateway, id: string): Promise<string> {
  const text = 'AB3K'
  await gateway.ctx.db
    .updateTable('captcha_challenge')
    .set({ answer: createHash('sha256').update(text).digest('hex') })
    .where('id', '=', id)
    .execute()
  return text
}

/**
 * Solves a slider puzzle as a person would (the gap's x read from the database), and the picture captcha that follows
 * it when the gateway asks for a second challenge, for gateway tests.
 */
export async function captchaPass(gateway: TestGateway, ip = '127.0.0.1'): Promise<string> {
  const send = (url: string, payload: object) =>
    gateway.app.inject({ method: 'POST', url, payload, remoteAddress: ip }).then((r) => JSON.parse(r.body))
  const puzzle = await send('/gateway/uac/captcha/generate', { type: 'slider' })
  if (puzzle.code !== 0) throw new Error(`no captcha puzzle: ${JSON.stringify(puzzle)}`)
  const row = await gateway.ctx.db
    .selectFrom('captcha_challenge')
    .select('answer')
    .where('id', '=', puzzle.result.id)
    .executeTakeFirstOrThrow()
  gateway.setNow(gateway.ctx.now() + 1000)
  const x = Number(row.answer) + 2
  let solved = await send('/gateway/uac/captcha/validate', { id: puzzle.result.id, x, trail: humanTrail(x) })
  if (solved.code === 0 && solved.result.next) {
    const { id } = solved.result.next
    solved = await send('/gateway/uac/captcha/validate', { id, text: await readPicture(gateway, id) })
  }
  if (solved.code !== 0) throw new Error(`captcha not solved: ${JSON.stringify(solved)}`)
  return solved.result.captchaToken as string
}

/** The newest code in the dev outbox sent to `to`, once the delivery queue has sent what is due. */
export async function codeFor(gateway: TestGateway, to: string): Promise<string | undefined> {
  await drainDeliveries(gateway.ctx)
  const entry = gateway.ctx.integrations.outbox?.list().find((m) => m.to === to || m.to.includes(`<${to}>`))
  return entry ? /\b(\d{6})\b/.exec(entry.text)?.[1] : undefined
}

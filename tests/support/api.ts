import { request } from '@playwright/test'
import { humanTrail, readPicture, sliderAnswer } from './product-database'

/** Calls the gateway directly, as another client would; answers the §7 envelope. */
export async function gateway<T = unknown>(
  shell: string,
  path: string,
  body: Record<string, unknown> = {},
  token?: string,
) {
  const context = await request.newContext()
  try {
    const response = await context.post(`${shell}/gateway${path}`, { data: body, headers: token ? { token } : {} })
    return (await response.json()) as { code: number; msg: string; result?: T; data?: T }
  } finally {
    await context.dispose()
  }
}

/**
 * Solves a slider puzzle over the API and answers the captcha pass: the gap's place read from the product's
 * database (the picture cannot tell a script), dropped there after a person's drag of about a second, and the
 * picture captcha that follows when the gateway asks for a second challenge.
 */
export async function solveCaptcha(shell: string): Promise<string> {
  const puzzle = await gateway<{ id: string }>(shell, '/uac/captcha/generate', { type: 'slider' })
  const { id } = puzzle.result!
  const x = sliderAnswer(shell, id)
  await new Promise((resolve) => setTimeout(resolve, 1000)) // the gateway times the drag from when it drew the puzzle
  type Solved = { captchaToken: string; next?: { id: string } }
  let answer = await gateway<Solved>(shell, '/uac/captcha/validate', { id, x, trail: humanTrail(x) })
  // A second challenge (a picture captcha) when the gateway deems this machine risky: read as a person would.
  const next = answer.result?.next
  if (answer.code === 0 && next)
    answer = await gateway<Solved>(shell, '/uac/captcha/validate', { id: next.id, text: readPicture(shell, next.id) })
  if (answer.code !== 0) throw new Error(`captcha not solved: ${answer.msg}`)
  return answer.result!.captchaToken
}

/** Signs in over the API and answers the session token. */
export async function loginToken(shell: string, account: string, password: string): Promise<string> {
  type Login = { token: string; needTenant?: true; preLoginTicket?: string; tenants?: Array<{ tenantId: number }> }
  let answer = await gateway<Login>(shell, '/uac/account/login', { account, password })
  // A captcha is due after a failed password of this account, or after many failures from this machine across
  // accounts: solved when asked, as a person would.
  if (answer.code === 400106)
    answer = await gateway<Login>(shell, '/uac/account/login', {
      account,
      password,
      captchaToken: await solveCaptcha(shell),
    })
  // A user of several tenants picks one: the first, as the login page lists them.
  if (answer.code === 0 && answer.result?.needTenant) {
    const { preLoginTicket, tenants } = answer.result
    answer = await gateway(shell, '/tum/web/tenant/preLogin', { preLoginTicket, tenantId: tenants![0].tenantId })
  }
  if (answer.code !== 0 || !answer.result) throw new Error(`login failed: ${answer.msg}`)
  return answer.result.token
}

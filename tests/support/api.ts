import { request } from '@playwright/test'

/** Calls the gateway directly, as another client would; answers the §7 envelope. */
export async function gateway<T = unknown>(shell: string, path: string, body: Record<string, unknown> = {}, token?: string) {
  const context = await request.newContext()
  try {
    const response = await context.post(`${shell}/gateway${path}`, { data: body, headers: token ? { token } : {} })
    return (await response.json()) as { code: number; msg: string; result?: T; data?: T }
  } finally {
    await context.dispose()
  }
}

/** Signs in over the API and answers the session token. */
export async function loginToken(shell: string, account: string, password: string): Promise<string> {
  let answer = await gateway<{ token: string; needTenant?: true; preLoginTicket?: string; tenants?: Array<{ tenantId: number }> }>(shell, '/uac/account/login', { account, password })
  // A user of several tenants picks one: the first, as the login page lists them.
  if (answer.code === 0 && answer.result?.needTenant) {
    const { preLoginTicket, tenants } = answer.result
    answer = await gateway(shell, '/tum/web/tenant/preLogin', { preLoginTicket, tenantId: tenants![0].tenantId })
  }
  if (answer.code !== 0 || !answer.result) throw new Error(`login failed: ${answer.msg}`)
  return answer.result.token
}

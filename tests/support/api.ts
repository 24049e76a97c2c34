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
  const answer = await gateway<{ token: string }>(shell, '/uac/account/login', { account, password })
  if (answer.code !== 0 || !answer.result) throw new Error(`login failed: ${answer.msg}`)
  return answer.result.token
}

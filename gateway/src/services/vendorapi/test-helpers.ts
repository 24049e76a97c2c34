import type { Answer, TestGateway } from '../../testing/test-gateway'

let nextId = 900

/**
 * Installs a third-party app into a tenant as the install route would leave it (the route is tested in vendor/installs),
 * its function held by `roles` (by default every role of the tenant, so its users may open it; none: the grants are
 * left as they are).
 */
export async function installApp(
  gateway: TestGateway,
  input: { tenantId: number; code: string; scopes: string[]; status?: 'enabled' | 'disabled'; roles?: number[] },
): Promise<void> {
  const now = gateway.ctx.now()
  const manifest = {
    name: input.code,
    code: input.code,
    version: '1.0.0',
    party: 'third',
    title: { 'zh-CN': `应用${input.code}`, en: `App ${input.code}` },
    entry: `https://${input.code}.example.com/`,
    capabilities: ['session.appToken', 'session.user'],
    scopes: input.scopes,
    menus: [{ functionId: `${input.code}:home`, link: '/home', title: { 'zh-CN': '首页', en: 'Home' } }],
  }
  const row = {
    manifest_url: `https://${input.code}.example.com/manifest.json`,
    origin: `https://${input.code}.example.com`,
    entry: manifest.entry,
    status: input.status ?? 'enabled',
    version: '1.0.0',
    manifest: JSON.stringify(manifest),
    scopes: JSON.stringify(input.scopes),
    roles: '[]',
    consented_by: 1,
    consented_at: now,
    updated_at: now,
  }
  await gateway.ctx.db
    .insertInto('app_install')
    .values({ tenant_id: input.tenantId, code: input.code, id: nextId++, installed_at: now, ...row })
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doUpdateSet(row))
    .execute()
  const functionId = `${input.code}:home`
  const roles =
    input.roles ??
    (await gateway.ctx.db.selectFrom('role').select('id').where('tenant_id', '=', input.tenantId).execute()).map(
      (r) => r.id,
    )
  if (!roles.length) return
  await gateway.ctx.db
    .deleteFrom('role_function')
    .where('function_id', '=', functionId)
    .where('role_id', 'in', roles)
    .execute()
  await gateway.ctx.db
    .insertInto('role_function')
    .values(roles.map((role_id) => ({ role_id, function_id: functionId })))
    .execute()
}

/** An app token as the shell would get it for the user (the app-token route is tested in uac). */
export async function appTokenOf(
  gateway: TestGateway,
  input: { tenantId: number; userId: number; code: string },
): Promise<string> {
  return (
    await gateway.ctx.appTokens.issue({
      appId: input.code,
      userId: input.userId,
      tenantId: input.tenantId,
      capabilities: ['session.appToken'],
    })
  ).token
}

/** A vendor backend's call: POST /gateway/vendor/api/<path> with `Authorization: Bearer <token>`. */
export const callApi = (
  gateway: TestGateway,
  path: string,
  body: unknown,
  token: string,
  headers: Record<string, string> = {},
): Promise<Answer> =>
  gateway.post(`/gateway/vendor/api/${path}`, body, undefined, { authorization: `Bearer ${token}`, ...headers })

/** Exchanges the user's app token for an API token (expects success). */
export async function apiTokenOf(
  gateway: TestGateway,
  input: { tenantId: number; userId: number; code: string },
): Promise<string> {
  const answer = await callApi(gateway, 'token', { app: input.code }, await appTokenOf(gateway, input))
  if (answer.body.code !== 0) throw new Error(`exchange failed: ${JSON.stringify(answer.body)}`)
  return answer.body.result.token as string
}

/** The bridge audit rows of an app in a tenant, newest last. */
export const auditRowsOf = (gateway: TestGateway, tenantId: number, app: string) =>
  gateway.ctx.db
    .selectFrom('bridge_audit')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('app', '=', app)
    .orderBy('at')
    .orderBy('received_at')
    .execute()

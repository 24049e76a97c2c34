import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'

export interface FakeApproval {
  approvalId: string
  /** Who started it: the API token's user and tenant. */
  tenantId: number
  userId: string
  body: { title: string; summary: string; amount?: string; reference: string }
  state: 'pending' | 'approved' | 'rejected' | 'withdrawn'
  decidedAt?: string
}

export interface FakePortal {
  url: string
  approvals: FakeApproval[]
  /** Calls the fake answered, by path. */
  calls: string[]
  /** Scopes the fake's API tokens carry; default `approvals.start`. */
  scopes: string[]
  /** An app token signed with the portal's key; `claims` override the defaults (aud tour-shop, tid 1, 120 s). */
  appToken(
    claims?: Record<string, unknown>,
    options?: { issuer?: string; expiresIn?: string | number; key?: 'portal' | 'stranger' },
  ): Promise<string>
  /** Background credentials by client ID (delete one to revoke it), and each tenant's staff directory. */
  credentials: Map<string, { secret: string; tenantId: number }>
  staff: Record<number, Array<{ id: string; name: string; unitName: string }>>
  decide(approvalId: string, state: FakeApproval['state']): void
  close(): Promise<void>
}

const readJson = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      try {
        resolve(JSON.parse(text || '{}'))
      } catch {
        resolve(undefined)
      }
    })
  })

/**
 * A small portal speaking the vendor API contract over real HTTP: its JWKS, `vendor/api/token`
 * (app token → API token), `vendor/api/oauth/token` (background credential → API token of no user),
 * `directory/staff`, `approvals/start` and `approvals/state`, with the §7 envelope.
 */
export async function startFakePortal(): Promise<FakePortal> {
  const portalKey = await generateKeyPair('ES256', { extractable: true })
  const strangerKey = await generateKeyPair('ES256')
  const jwk: JWK = { ...(await exportJWK(portalKey.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }
  const apiTokens = new Map<string, { tenantId: number; userId: string }>()
  const fake = {
    approvals: [] as FakeApproval[],
    calls: [] as string[],
    scopes: ['approvals.start'],
    credentials: new Map<string, { secret: string; tenantId: number }>(),
    staff: {} as FakePortal['staff'],
  }
  let url = ''

  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? ''
    fake.calls.push(path)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET' && path === '/gateway/.well-known/jwks.json') return send(200, { keys: [jwk] })
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const body = (await readJson(request)) as Record<string, unknown> | undefined
    if (path === '/gateway/vendor/api/token') {
      const { jwtVerify } = await import('jose')
      try {
        // As the portal does: the body names the app, and the token must have been issued for it.
        const { payload } = await jwtVerify(bearer, portalKey.publicKey, {
          issuer: `${url}/gateway`,
          audience: String(body?.app ?? ''),
        })
        const token = `api-${apiTokens.size + 1}`
        apiTokens.set(token, { tenantId: payload.tid as number, userId: payload.sub as string })
        return send(200, {
          code: 0,
          msg: 'success',
          result: { token, expiresAt: Date.now() + 600_000, scopes: fake.scopes },
        })
      } catch {
        return send(401, { code: 401100, msg: 'Invalid app token' })
      }
    }
    if (path === '/gateway/vendor/api/oauth/token') {
      const credential = fake.credentials.get(String(body?.client_id ?? ''))
      if (body?.grant_type !== 'client_credentials' || !credential || credential.secret !== body.client_secret)
        return send(401, { code: 401102, msg: 'Unknown or revoked client id, or wrong client secret' })
      const token = `api-${apiTokens.size + 1}`
      apiTokens.set(token, { tenantId: credential.tenantId, userId: '' })
      const result = {
        token,
        tokenType: 'Bearer',
        expiresAt: Date.now() + 600_000,
        scopes: ['directory.read'],
        asApp: true,
      }
      return send(200, { code: 0, msg: 'success', result })
    }
    const caller = apiTokens.get(bearer)
    if (!caller) return send(401, { code: 401101, msg: 'Invalid API token' })
    if (path === '/gateway/vendor/api/directory/staff') {
      const all = fake.staff[caller.tenantId] ?? []
      const page = Number(body?.page ?? 1)
      const size = Number(body?.size ?? 20)
      const rows = all.slice((page - 1) * size, page * size)
      return send(200, { code: 0, msg: 'success', result: { total: all.length, rows } })
    }
    if (path === '/gateway/vendor/api/approvals/start') {
      if (!fake.scopes.includes('approvals.start'))
        return send(200, { code: 403001, msg: 'Scope approvals.start was not consented' })
      const b = body as FakeApproval['body']
      if (
        !b ||
        typeof b.title !== 'string' ||
        b.title.length > 100 ||
        typeof b.summary !== 'string' ||
        b.summary.length > 500 ||
        typeof b.reference !== 'string' ||
        b.reference.length > 64 ||
        (b.amount !== undefined && !/^\d+(\.\d+)?$/.test(b.amount))
      ) {
        return send(400, { code: 400000, msg: 'Bad approval request' })
      }
      const approvalId = `ap-${fake.approvals.length + 1}`
      fake.approvals.push({ approvalId, ...caller, body: b, state: 'pending' })
      return send(200, { code: 0, msg: 'success', result: { approvalId } })
    }
    if (path === '/gateway/vendor/api/approvals/state') {
      const ids = body?.ids
      if (!Array.isArray(ids) || ids.length > 100) return send(400, { code: 400000, msg: 'Bad ids' })
      const rows = fake.approvals
        .filter((a) => ids.includes(a.approvalId) && a.tenantId === caller.tenantId)
        .map(({ approvalId, state, decidedAt }) => ({ approvalId, state, ...(decidedAt && { decidedAt }) }))
      return send(200, { code: 0, msg: 'success', result: { rows } })
    }
    return send(404, { code: 404000, msg: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return Object.assign(fake, {
    url,
    async appToken(
      claims: Record<string, unknown> = {},
      options: { issuer?: string; expiresIn?: string | number; key?: 'portal' | 'stranger' } = {},
    ) {
      const { aud = 'tour-shop', sub = 'user-a', ...rest } = claims
      return new SignJWT({ tid: 1, scope: 'session.appToken env', ...rest })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(options.issuer ?? `${url}/gateway`)
        .setAudience(aud as string)
        .setSubject(sub as string)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '120s')
        .sign(options.key === 'stranger' ? strangerKey.privateKey : portalKey.privateKey)
    },
    decide(approvalId: string, state: FakeApproval['state']) {
      const approval = fake.approvals.find((a) => a.approvalId === approvalId)
      if (!approval) throw new Error(`no approval ${approvalId}`)
      approval.state = state
      approval.decidedAt = new Date().toISOString()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

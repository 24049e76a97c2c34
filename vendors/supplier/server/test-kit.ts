// For the backend's tests: a stand-in portal that publishes a JWKS, tokens signed like the gateway's app tokens,
// and the supplier app started against it in a temporary folder.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { start } from './index'

export interface TokenInput {
  tid?: unknown
  sub?: string
  aud?: string
  iss?: string
  /** Seconds from now until it expires; negative: expired. */
  expiresIn?: number
  /** Another key than the published one. */
  key?: CryptoKey
}

export interface Kit {
  url: string
  portalUrl: string
  dataDir: string
  token(input?: TokenInput): Promise<string>
  /** POST JSON to the app with the token of `tenant` (or the given token / none). */
  post(
    path: string,
    body: unknown,
    auth?: number | string | null,
  ): Promise<{ status: number; body: any; headers: Headers }>
  /** Multipart upload of one document as `tenant`. */
  upload(
    tenant: number,
    fields: Record<string, string>,
    file: Buffer,
    name?: string,
  ): Promise<{ status: number; body: any }>
  close(): Promise<void>
}

/** A minimal valid PDF of about `size` bytes (padding in a comment). */
export const pdf = (size = 400) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(Math.max(0, size - 10), 'a')])

export async function startKit(options: { today?: string } = {}): Promise<Kit> {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'ES256', use: 'sig' }
  const portal = createServer((request, response) => {
    const found = request.url === '/gateway/.well-known/jwks.json'
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
    response.end(found ? JSON.stringify({ keys: [jwk] }) : '{}')
  })
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve))
  const portalUrl = `http://localhost:${(portal.address() as AddressInfo).port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'supplier-test-'))
  const publicDir = join(dataDir, 'public')
  mkdirSync(join(publicDir, 'assets'), { recursive: true })
  writeFileSync(
    join(publicDir, 'index.html'),
    '<!doctype html><head><!--hr-portal-config--><script type="module" src="/app/assets/main-ABCD1234.js"></script></head><div id="root"></div>',
  )
  writeFileSync(join(publicDir, 'assets', 'main-ABCD1234.js'), 'console.log(1)')
  const now = options.today ? () => Date.parse(`${options.today}T04:00:00Z`) : Date.now
  const app = await start({ port: 0, portalUrl, dataDir: join(dataDir, 'data'), publicDir, logLevel: 'silent', now })

  const token = async ({
    tid = 1,
    sub = 'user-a',
    aud = 'supplier',
    iss = `${portalUrl}/gateway`,
    expiresIn = 120,
    key = privateKey,
  }: TokenInput = {}) => {
    const at = Math.floor(Date.now() / 1000)
    return new SignJWT({ tid, scope: 'session.appToken env' } as Record<string, unknown>)
      .setProtectedHeader({ alg: 'ES256', kid: 'test', typ: 'JWT' })
      .setIssuer(iss)
      .setAudience(aud)
      .setSubject(sub)
      .setIssuedAt(at)
      .setExpirationTime(at + expiresIn)
      .setJti(String(Math.random()))
      .sign(key)
  }
  const authorization = async (auth: number | string | null | undefined): Promise<Record<string, string>> =>
    auth === null
      ? {}
      : { authorization: `Bearer ${typeof auth === 'string' ? auth : await token({ tid: auth ?? 1 })}` }
  return {
    url: app.url,
    portalUrl,
    dataDir: join(dataDir, 'data'),
    token,
    async post(path, body, auth) {
      const response = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await authorization(auth)) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        /* a file */
      }
      return { status: response.status, body: parsed, headers: response.headers }
    },
    async upload(tenant, fields, file, name = 'licence.pdf') {
      const form = new FormData()
      for (const [key, value] of Object.entries(fields)) form.append(key, value)
      form.append('file', new Blob([new Uint8Array(file)]), name)
      const response = await fetch(`${app.url}/api/documents/upload`, {
        method: 'POST',
        headers: await authorization(tenant),
        body: form,
      })
      return { status: response.status, body: await response.json() }
    },
    async close() {
      await app.close()
      await new Promise<void>((resolve) => portal.close(() => resolve()))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

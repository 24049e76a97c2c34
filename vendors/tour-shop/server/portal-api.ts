import { APP_CODE } from './app-code'
import { ShopError, codes } from './errors'

/** An API token of the portal for one user, tenant and app, limited to the consented scopes. */
export interface ApiToken {
  token: string
  /** Epoch milliseconds. */
  expiresAt: number
  scopes: string[]
}

export type ApprovalState = 'pending' | 'approved' | 'rejected' | 'withdrawn'

export interface ApprovalRow {
  approvalId: string
  state: ApprovalState
  decidedAt?: string
}

export interface ApprovalRequest {
  title: string
  summary: string
  amount?: string
  reference: string
}

/** The portal's vendor API (`<portalUrl>/gateway/vendor/api/...`), called by the backend only. */
export interface PortalApi {
  /** Exchanges the user's app token for an API token. */
  exchange(appToken: string, lang: string): Promise<ApiToken>
  startApproval(apiToken: string, request: ApprovalRequest, lang: string): Promise<{ approvalId: string }>
  /** The states of at most 100 approvals this app started. */
  approvalStates(apiToken: string, ids: string[], lang: string): Promise<ApprovalRow[]>
  /** Exchanges the installation's background credential for an API token that acts as the app (no user). */
  clientToken(clientId: string, secret: string, lang: string): Promise<ApiToken>
  /** One page of the tenant's staff directory (scope directory.read). */
  staffPage(apiToken: string, page: number, size: number, lang: string): Promise<StaffPage>
}

/** A page of the portal's directory: pseudonymous ids, names and units. */
export interface StaffPage {
  total: number
  rows: Array<{ id: string; name: string; unitName: string }>
}

const STATES = new Set<string>(['pending', 'approved', 'rejected', 'withdrawn'])
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const unexpected = (path: string) =>
  new ShopError(codes.portalUnavailable, 'error.portalUnavailable', {}, 503, {
    cause: new Error(`${path}: the answer is not in the expected shape`),
  })

/** The payload of a §7 envelope (`result`, or `data`), or a ShopError naming the portal's refusal. */
async function readAnswer(response: Response, path: string): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    throw new ShopError(codes.portalUnavailable, 'error.portalUnavailable', {}, 503, { cause: error })
  }
  if (!isRecord(body) || typeof body.code !== 'number') throw unexpected(path)
  if (body.code !== 0 || !response.ok) {
    const detail = typeof body.msg === 'string' && body.msg ? body.msg.slice(0, 200) : String(body.code)
    throw new ShopError(codes.portalRefused, 'error.portalRefused', { detail }, 200, {
      cause: new Error(`${path}: ${response.status} code ${body.code}`),
    })
  }
  const payload = body.result ?? body.data
  if (!isRecord(payload)) throw unexpected(path)
  return payload
}

function readApprovalRow(row: unknown): ApprovalRow | null {
  if (!isRecord(row) || typeof row.state !== 'string' || !STATES.has(row.state)) return null
  if (typeof row.approvalId !== 'string' && typeof row.approvalId !== 'number') return null
  const decidedAt = typeof row.decidedAt === 'string' ? row.decidedAt : undefined
  return { approvalId: String(row.approvalId), state: row.state as ApprovalState, ...(decidedAt && { decidedAt }) }
}

/** The portal's vendor API over HTTP, each call bounded by `timeout` ms. */
export function createPortalApi(portalUrl: string, timeout = 5000): PortalApi {
  const call = async (path: string, bearer: string | null, body: unknown, lang: string) => {
    let response: Response
    try {
      response = await fetch(`${portalUrl}/gateway/vendor/api/${path}`, {
        method: 'POST',
        headers: {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          'content-type': 'application/json',
          'accept-language': lang,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      })
    } catch (error) {
      throw new ShopError(codes.portalUnavailable, 'error.portalUnavailable', {}, 503, { cause: error })
    }
    return readAnswer(response, path)
  }
  const readToken = (answer: Record<string, unknown>): ApiToken => {
    const { token, expiresAt, scopes } = answer
    if (typeof token !== 'string' || !token || !Array.isArray(scopes)) throw unexpected('token')
    const expires = typeof expiresAt === 'number' ? expiresAt : Date.parse(String(expiresAt))
    if (!Number.isFinite(expires)) throw unexpected('token')
    // Epoch milliseconds; a value in seconds is read as such.
    return {
      token,
      expiresAt: expires < 1e12 ? expires * 1000 : expires,
      scopes: scopes.filter((s): s is string => typeof s === 'string'),
    }
  }
  return {
    async exchange(appToken, lang) {
      return readToken(await call('token', appToken, { app: APP_CODE }, lang))
    },
    async clientToken(clientId, secret, lang) {
      const body = { grant_type: 'client_credentials', client_id: clientId, client_secret: secret }
      return readToken(await call('oauth/token', null, body, lang))
    },
    async staffPage(apiToken, page, size, lang) {
      const { total, rows } = await call('directory/staff', apiToken, { page, size }, lang)
      if (typeof total !== 'number' || !Array.isArray(rows)) throw unexpected('directory/staff')
      return {
        total,
        rows: rows.filter(isRecord).map((row) => ({
          id: String(row.id),
          name: String(row.name ?? ''),
          unitName: String(row.unitName ?? ''),
        })),
      }
    },
    async startApproval(apiToken, request, lang) {
      const { approvalId } = await call('approvals/start', apiToken, request, lang)
      if ((typeof approvalId !== 'string' && typeof approvalId !== 'number') || approvalId === '')
        throw unexpected('approvals/start')
      return { approvalId: String(approvalId) }
    },
    async approvalStates(apiToken, ids, lang) {
      const { rows } = await call('approvals/state', apiToken, { ids }, lang)
      if (!Array.isArray(rows)) throw unexpected('approvals/state')
      return rows.map(readApprovalRow).filter((row): row is ApprovalRow => row !== null)
    },
  }
}

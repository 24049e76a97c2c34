import { tenantsApi, type Registered } from '@hr-portal/api/client/tenants'
import { http } from '../../lib/http'
import { brand } from '../../lib/brand/brand'
import type { RegisterFields } from './register-rules'

/** A proof that the administrator's e-mail answered its code (step 2), kept while it lasts. */
export interface EmailProof {
  email: string
  proof: string
  expiresAt: number
}

/** The query-string extras of §7 company register: where the visitor came from, an invitation, the host's brand. */
function registerPath(search: string): string {
  const page = new URLSearchParams(search)
  const query = new URLSearchParams()
  for (const key of ['source', 'inviteCode']) {
    const value = page.get(key)?.trim()
    if (value) query.set(key, value)
  }
  if (brand.sysCode) query.set('brand', brand.sysCode)
  const rest = query.toString()
  return `/tum/web/company/register${rest ? `?${rest}` : ''}`
}

/** Form posts without the loading bar, as the registration page sends them. */
const { company } = tenantsApi(
  async ({ path, input, key }) =>
    (await http.postJson(path, input as Record<string, unknown>, { unLoading: true }))[key as 'result'],
)

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether `proof` still proves `email` (same address, not expired). */
export const proves = (proof: EmailProof | null, email: string, now = Date.now()): proof is EmailProof =>
  proof !== null && sameEmail(proof.email, email) && proof.expiresAt > now

/** Checks the e-mail code and answers the proof of that address. */
export async function verifyEmail(email: string, code: string): Promise<EmailProof> {
  const { proof, expiresAt } = await company.verifyCode({ email: email.trim(), code })
  return { email, proof, expiresAt }
}

/** Registers the company with a proof of the administrator's e-mail; answers the administrator's account. */
export async function registerCompany(search: string, fields: RegisterFields, proof: EmailProof): Promise<string> {
  const { code: _code, ...details } = fields
  // The register route takes its extras in the query string, which the generated client does not send: posted by path.
  const answer = await http.postJson<Registered>(
    registerPath(search),
    {
      ...details,
      tenantName: fields.tenantName.trim() || undefined,
      companyName: fields.companyName.trim(),
      proof: proof.proof,
    },
    { unLoading: true },
  )
  return answer.result?.adminAccount ?? fields.adminAccount.trim()
}

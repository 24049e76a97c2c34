import type { VerifiedCertificate } from '@hr-portal/api/client/personnel'
import { http } from '../../lib/http'

export type { VerifiedCertificate } from '@hr-portal/api/client/personnel'

/** What the certificate with this verification code says (signed out); a wrong code is refused. */
export async function verifyCertificate(code: string): Promise<VerifiedCertificate> {
  return (await http.postJson<VerifiedCertificate>('/ums/open/certificate/verify', { code }, { unLoading: true }))
    .result!
}

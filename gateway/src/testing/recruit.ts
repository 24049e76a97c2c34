import type { TestGateway } from './test-gateway'
import { multipartBody } from './uploads'

/** The smallest PDF a sniffer takes for one: the header, one empty page, the trailer. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

export interface Applicant {
  code?: string
  jobId: number
  name: string
  phone: string
  email: string
  captchaToken?: string
}

/** Applies on the careers page's call as a signed-out browser at `ip` does; answers the parsed envelope. */
export async function applyFor(
  gateway: TestGateway,
  who: Applicant,
  file: { name: string; content: Buffer } = { name: 'cv.pdf', content: TINY_PDF },
  ip = '127.0.0.1',
  lang = 'en',
) {
  const fields = {
    code: who.code ?? 'demo-sh',
    jobId: String(who.jobId),
    name: who.name,
    phone: who.phone,
    email: who.email,
    captchaToken: who.captchaToken ?? '',
  }
  const { payload, headers } = multipartBody(file.name, file.content, fields)
  const answer = await gateway.app.inject({
    method: 'POST',
    url: '/gateway/recruit/open/apply',
    payload,
    remoteAddress: ip,
    headers: { ...headers, 'accept-language': lang },
  })
  return JSON.parse(answer.body)
}

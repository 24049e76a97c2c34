import type { Careers } from '@hr-portal/api/client/recruitment'
import { http } from '../../lib/http'

// A tenant's careers page and its open jobs, typed by the contract (api/src/recruitment).
export type { Careers, OpenJob } from '@hr-portal/api/client/recruitment'

export interface Application {
  code: string
  jobId: number
  name: string
  phone: string
  email: string
  resume: File
  captchaToken: string
}

/** The open jobs of the tenant with this code (signed out). */
export async function careersOf(code: string): Promise<Careers> {
  return (await http.postJson<Careers>('/recruit/open/careers', { code }, { unLoading: true })).result!
}

/** Sends an application: the fields and the résumé as multipart, with the captcha pass token. */
export async function apply(a: Application): Promise<void> {
  await http.upload(
    '/recruit/open/apply',
    {
      file: a.resume,
      fileName: a.resume.name,
      fields: {
        code: a.code,
        jobId: String(a.jobId),
        name: a.name.trim(),
        phone: a.phone.trim(),
        email: a.email.trim(),
        captchaToken: a.captchaToken,
      },
    },
    { unLoading: true },
  )
}

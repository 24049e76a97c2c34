import { route } from '../route'
import { bool, integer, list, objectBody, record, str, Type } from '../schema'
import { OTHER, RECRUIT } from './codes'

/** The public careers page's calls (no sign-in): a tenant's open jobs by its code, and an application. */
export const careers = {
  jobs: route({
    method: 'POST',
    path: '/recruit/open/careers',
    body: objectBody({ code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) }, ['code']),
    result: record({
      company: str(),
      tenant: str(),
      jobs: list(record({ id: integer(), title: str(), description: str(), vacancies: integer(), unit: str() })),
    }),
    errors: [RECRUIT.careersNotFound],
    tenant: 'the open jobs of the tenant the code names, found by its code (tenant-isolation/recruit.test.ts)',
    summary: "A tenant's careers page: its company, name and open jobs (at most 200).",
  }),
  apply: route({
    method: 'POST',
    path: '/recruit/open/apply',
    // A multipart form (no JSON body): the fields code, jobId, name, phone, email, captchaToken and the PDF `file`,
    // checked by the handler as a schema would.
    result: record({ received: bool() }),
    errors: [
      RECRUIT.tooManyApplications,
      RECRUIT.badApplicant,
      RECRUIT.tooLarge,
      OTHER.captchaRequired,
      RECRUIT.careersNotFound,
      RECRUIT.jobNotOpen,
      RECRUIT.noResume,
      RECRUIT.notPdf,
      RECRUIT.careersBusy,
      RECRUIT.alreadyApplied,
    ],
    tenant: 'an application lands in the tenant the code names only (tenant-isolation/recruit.test.ts)',
    summary: 'An application with a PDF résumé, behind the slider captcha and the per-address and per-tenant limits.',
  }),
}

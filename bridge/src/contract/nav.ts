// Navigation arguments: intent parameters and addresses outside the portal.
import * as v from 'valibot'

/** The parameters that fill an intent's `:name` parts. */
export const IntentParams = v.record(
  v.pipe(v.string(), v.regex(/^\w{1,40}$/)),
  v.union([v.pipe(v.string(), v.maxLength(200)), v.number()]),
)

/** Whether `url` parses as an http or https URL. */
function canParse(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol)
  } catch {
    return false
  }
}
/** An address outside the portal: http or https only, with a host. */
export const ExternalUrl = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.regex(/^https?:\/\/[^/?#\s]+/i, 'must be an http or https address'),
  v.check(canParse, 'must be an http or https address'),
)

import { GatewayError, codes } from '../../core/errors'

/** A brand's editable fields as operators send them. */
export interface BrandInput {
  sysCode: string
  sysName: string
  logoUrl: string
  linkUrl: string
  themeId: string
  segments: string[]
}

/** The shell's themes (shell/src/lib/theme/theme.ts); '' keeps the shell's own. */
export const THEME_IDS = ['', 'blue', 'orange']
const SEGMENT = /^[a-z][a-z0-9-]{0,39}$/
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/

const bad = (message: string) => new GatewayError(codes.badInput, message)

function httpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Checks a brand edit beyond the schema: the logo is an https address or a data:image URL (the
 * shell's CSP allows both), the link an https address, a known theme and at most two segments.
 */
export function checkBrandInput(input: BrandInput): BrandInput {
  const value = {
    ...input,
    sysName: input.sysName.trim(),
    logoUrl: input.logoUrl.trim(),
    linkUrl: input.linkUrl.trim(),
  }
  if (value.logoUrl && !httpsUrl(value.logoUrl) && !DATA_IMAGE.test(value.logoUrl))
    throw bad('The logo must be an https address or a data:image URL')
  if (value.linkUrl && !httpsUrl(value.linkUrl)) throw bad('The link must be an https address')
  if (!THEME_IDS.includes(value.themeId))
    throw bad(`The theme must be one of: ${THEME_IDS.filter(Boolean).join(', ')} (or empty)`)
  if (value.segments.length > 2 || !value.segments.every((s) => SEGMENT.test(s)))
    throw bad('Service segments: at most two lower-case names')
  return value
}

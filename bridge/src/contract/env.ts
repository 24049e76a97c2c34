// The environment an app runs in (language, theme, tenant, theme values, watermark) and the user it serves.
import * as v from 'valibot'

export const Language = v.picklist(['zh-CN', 'en'])
export const Theme = v.picklist(['blue', 'orange'])
export const ThemeVars = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^--hr-[\w-]{1,40}$/)), v.pipe(v.string(), v.maxLength(200))),
  v.check((r) => Object.keys(r).length <= 60, 'at most 60 values'),
)
/** A watermark's text (the user's name and job number); first-party apps only. */
export const Watermark = v.nullable(v.object({ text: v.pipe(v.string(), v.maxLength(120)) }))
/** What `setEnv` carries to the app. */
export const EnvUpdate = v.object({
  language: Language,
  theme: Theme,
  tenant: v.nullable(v.object({ id: v.string(), name: v.string() })),
  themeVars: ThemeVars,
  watermark: v.optional(Watermark),
})
/** The global server codes an app may report (`session.reportCode`). */
export const ReportedCode = v.picklist([401001, 404110, 404001, 400135])

/** What a sub-app learns about the environment it runs in. */
export interface Env {
  language: 'zh-CN' | 'en'
  theme: 'blue' | 'orange'
  tenant: { id: string; name: string } | null
  /**
   * The theme's CSS custom properties as the shell computes them (`--hr-primary`, radii, font …),
   * so an app in any stack can match the shell exactly; the SDK sets them on the app's `<html>`.
   */
  themeVars: Record<string, string>
  /**
   * When the company turned the watermark on: the text the first-party SDK draws as a faint,
   * repeating, non-interactive overlay. Always null (or absent) for third-party apps.
   */
  watermark?: { text: string } | null
}

/** Env plus the brand's system info (§3 System info). */
export interface EnvInfo extends Env {
  system: { sysName: string; logoUrl: string; linkUrl: string }
}

/**
 * The profile a sub-app may read (`session.user`). Every app gets `id` and `lang`. A third-party app's `id` is a
 * pseudonym for that app in the tenant (the app token's `sub`), and it gets `name`, `email` and `jobNumber` only
 * when the tenant consented to the scopes `user.name`, `user.email`, `user.jobNumber`. A first-party app's `id` is
 * the account id, and it also gets the account fields below.
 */
export interface UserProfile {
  id: string
  lang: 'zh-CN' | 'en'
  name?: string
  email?: string
  jobNumber?: string
  /** First-party apps only. */
  userId?: string
  userName?: string
  realName?: string
  tenantId?: string
  companyId?: string
  headUrl?: string
}

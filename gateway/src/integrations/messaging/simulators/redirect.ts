/**
 * The platforms send users back only to the app's registered domain (WeCom's trusted domain,
 * DingTalk's and Feishu's redirect URL list): the simulators accept redirect_uri on the portal's origin only.
 */
export function allowedRedirect(raw: string | null, origin: string): URL | null {
  if (!raw) return null
  try {
    const url = new URL(raw)
    return url.origin === origin ? url : null
  } catch {
    return null
  }
}

/** The redirect target with the callback query added (state echoed, as the platforms do). */
export function backTo(redirect: URL, query: Record<string, string>): string {
  const target = new URL(redirect)
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value)
  return target.href
}

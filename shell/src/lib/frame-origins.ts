// Which origins this page's CSP lets the shell frame (`frame-src`), as the gateway wrote them into the page:
// the first-party apps origin, and for a signed-in session its tenant's installed apps and its development builds.

let cached: string[] | null | undefined

/** The origins this page may frame, or null when the page does not say (then nothing is held back). */
export function pageFrameOrigins(doc: Document = document): string[] | null {
  if (cached !== undefined && doc === document) return cached
  let origins: string[] | null = null
  try {
    const raw: unknown = JSON.parse(
      doc.querySelector('meta[name="hr-portal-frames"]')?.getAttribute('content') ?? 'null',
    )
    if (Array.isArray(raw)) origins = raw.filter((origin): origin is string => typeof origin === 'string')
  } catch {
    origins = null
  }
  if (doc === document) cached = origins
  return origins
}

/** Whether this page's CSP lets a frame of `origin` load. */
export function frameAllowed(origin: string, doc: Document = document): boolean {
  const origins = pageFrameOrigins(doc)
  return origins === null || origins.includes(origin)
}

import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { useT } from '../../lib/i18n/use-t'
import { brandName } from '../../lib/brand/brand'
import { whyNoPage, type NoPageReason } from './why-no-page'

export interface NoAccessPageProps {
  /** The portal address the user asked for. */
  location: string
  /** The user's landing page: the way back. */
  home: string
}

const TEXTS: Record<NoPageReason, { title: string; body: string }> = {
  denied: { title: 'portal.noAccess.title', body: 'portal.noAccess.body' },
  hidden: { title: 'portal.notAvailable.title', body: 'portal.notAvailable.body' },
}

/**
 * What the portal shows at an address none of the user's menus serves: that they may not open it (or that the
 * brand does not offer the app), in their language, with a link to their landing page. Focus moves to the
 * heading so a screen reader says it at once.
 */
export function NoAccessPage({ location, home }: NoAccessPageProps) {
  const t = useT()
  const reason = whyNoPage(location)
  const heading = useRef<HTMLHeadingElement>(null)
  const title = t(TEXTS[reason].title)
  useEffect(() => {
    heading.current?.focus()
  }, [location])
  useEffect(() => {
    document.title = `${title} - ${brandName(t)}`
  }, [location, title])
  return (
    <section
      className="shell-page no-access"
      role="alert"
      aria-labelledby="no-access-title"
      data-testid="no-access"
      data-reason={reason}
    >
      <h1 id="no-access-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{t(TEXTS[reason].body)}</p>
      {home !== location && (
        <p>
          <Link className="hr-button" data-variant="primary" href={home}>
            {t('portal.noAccess.back')}
          </Link>
        </p>
      )}
    </section>
  )
}

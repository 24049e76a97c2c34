import { useState } from 'react'
import { Link } from 'wouter'
import { useT } from '../lib/i18n/use-t'
import { BarIcon } from '../lib/layout/bar-icon'
import { http } from '../lib/http'
import { useAfterPageReady } from '../lib/use-after-page-ready'

/** "Company records" in the portal's top bar, an icon button like the files', for platform operators only (getSecurityInfo tells). */
export function RecordsLink() {
  const t = useT()
  const [operator, setOperator] = useState(false)
  // Asked once the first page is ready: the link is rarely needed at once.
  useAfterPageReady(() => {
    let live = true
    http
      .postForm<{ operator: boolean }>('/account/getSecurityInfo', {}, { unLoading: true })
      .then((answer) => {
        if (live) setOperator(Boolean(answer.result?.operator))
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])
  if (!operator) return null
  return (
    <Link
      href="/compRecords"
      className="bar-icon-button"
      data-testid="company-records-link"
      aria-label={t('portal.companyRecords')}
      title={t('portal.companyRecords')}
    >
      <BarIcon name="building" />
    </Link>
  )
}

import './company-texts'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { useT } from '../i18n/use-t'
import { http } from '../lib/http'

/** "Company records" in the portal's top bar, for platform operators only (getSecurityInfo tells). */
export function RecordsLink() {
  const t = useT()
  const [operator, setOperator] = useState(false)
  useEffect(() => {
    let live = true
    http.postForm<{ operator: boolean }>('/account/getSecurityInfo', {}, { unLoading: true })
      .then((answer) => { if (live) setOperator(Boolean(answer.result?.operator)) })
      .catch(() => {})
    return () => { live = false }
  }, [])
  return operator ? <Link href="/compRecords" className="shell-records-link" data-testid="company-records-link">{t('company.recordsLink')}</Link> : null
}

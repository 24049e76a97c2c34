import { useEffect, useState } from 'react'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { http } from '../../lib/http'

interface AuditRow {
  tenantId: number
  tenantName: string
  operator: string
  at: number
  ip: string
  userAgent: string
}

/** For platform operators in the security settings: the latest super logins of every operator. */
export function SuperLoginAudit() {
  const t = useT()
  const [rows, setRows] = useState<AuditRow[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    http.postForm('/account/superLogin/audit', {}, { unLoading: true }).then(
      (answer) => setRows(answer.result as AuditRow[]),
      (err) => setError(describeError(err, t)),
    )
  }, [t])

  return (
    <section aria-labelledby="security-audit">
      <h3 id="security-audit">{t('security.audit')}</h3>
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      {rows &&
        (rows.length === 0 ? (
          <p>{t('security.noAudit')}</p>
        ) : (
          <table className="security-table" data-testid="security-audit" tabIndex={0} aria-labelledby="security-audit">
            <thead>
              <tr>
                <th scope="col">{t('security.colTime')}</th>
                <th scope="col">{t('security.colOperator')}</th>
                <th scope="col">{t('security.tenant')}</th>
                <th scope="col">{t('security.colAddress')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.at}-${index}`}>
                  <td>{new Date(row.at).toLocaleString()}</td>
                  <td>{row.operator}</td>
                  <td>{row.tenantName}</td>
                  <td>{row.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  )
}

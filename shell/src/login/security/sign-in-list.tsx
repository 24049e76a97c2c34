import type { SignInRow } from '@hr-portal/api/client/accounts'
import { useT } from '../../lib/i18n/use-t'

export type { SignInRow }

const METHODS = ['password', 'code', 'qr', 'messaging', 'oidc', 'super', 'old-version', 'token']

/** The user's last sign-ins: time, address, browser and method. On a phone the table scrolls sideways: it is focusable so the keyboard can scroll it, and named by its heading. */
export function SignInList({ rows }: { rows: SignInRow[] }) {
  const t = useT()
  return (
    <section aria-labelledby="security-sign-ins">
      <h3 id="security-sign-ins">{t('security.signIns')}</h3>
      {rows.length === 0 ? (
        <p>{t('security.noSignIns')}</p>
      ) : (
        <table
          className="security-table"
          data-testid="security-sign-ins"
          tabIndex={0}
          aria-labelledby="security-sign-ins"
        >
          <thead>
            <tr>
              <th scope="col">{t('security.colTime')}</th>
              <th scope="col">{t('security.colAddress')}</th>
              <th scope="col">{t('security.colBrowser')}</th>
              <th scope="col">{t('security.colMethod')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.at}-${index}`}>
                <td>{new Date(row.at).toLocaleString()}</td>
                <td>{row.ip}</td>
                <td>{row.browser}</td>
                <td>{t(`security.methods.${METHODS.includes(row.method) ? row.method : 'other'}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

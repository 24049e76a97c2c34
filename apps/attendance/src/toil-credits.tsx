import { useRequest } from '@hr-portal/bridge/react'
import { overtimeApi } from './overtime-api'
import { LoadError, useT } from '@hr-portal/kit'

/** My time off in lieu credits: earned when, how many hours, used, left, and until when (the oldest are used first). */
export function ToilCredits({ version }: { version: number }) {
  const t = useT()
  const credits = useRequest(() => overtimeApi.credits(), [version])
  return (
    <section className="toil-credits" aria-labelledby="toil-credits-title" aria-busy={credits.loading}>
      <h2 id="toil-credits-title">{t('toil.credits')}</h2>
      <LoadError refusalAsNote error={credits.error} retry={credits.retry} />
      {credits.data && credits.data.length === 0 && <p className="empty">{t('toil.none')}</p>}
      {credits.data && credits.data.length > 0 && (
        <table aria-labelledby="toil-credits-title" data-testid="toil-credits">
          <thead>
            <tr>
              <th>{t('toil.earnedOn')}</th>
              <th>{t('toil.earned')}</th>
              <th>{t('toil.used')}</th>
              <th>{t('toil.left')}</th>
              <th>{t('toil.expiresOn')}</th>
              <th>{t('toil.state')}</th>
            </tr>
          </thead>
          <tbody>
            {credits.data.map((credit) => (
              <tr key={credit.id}>
                <td>{credit.earnedOn}</td>
                <td>{t('myLeave.hours', { n: credit.earned })}</td>
                <td>{t('myLeave.hours', { n: credit.used })}</td>
                <td>{t('myLeave.hours', { n: credit.left })}</td>
                <td>
                  <time dateTime={credit.expiresOn}>{credit.expiresOn}</time>
                </td>
                <td data-state={credit.state}>{t(`toil.${credit.state}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

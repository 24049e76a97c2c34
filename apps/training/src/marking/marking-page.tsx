import { useRequest } from '@hr-portal/bridge/react'
import { api, showTime } from '../api'
import { Page } from '../page'
import { LoadError, router, useT } from '@hr-portal/kit'

/** Marking (menu 8506): the answer sheets whose short answers wait for HR, oldest first. */
export function MarkingPage() {
  const t = useT()
  const list = useRequest(() => api.markingList(), [])
  return (
    <Page title={t('marking.title')}>
      <LoadError className="form-error" error={list.error} retry={list.retry} />
      {list.data && list.data.sheets.length === 0 && <p className="empty">{t('marking.none')}</p>}
      <ul className="cards">
        {list.data?.sheets.map((sheet) => (
          <li key={sheet.attemptId} className="panel row">
            <span>
              <strong>{sheet.title}</strong> · {sheet.name} {sheet.jobNumber} ·{' '}
              {t('marking.handedIn', { time: showTime(sheet.submittedAt) })}
            </span>
            <button type="button" className="primary" onClick={() => router.navigate(`/marking/${sheet.attemptId}`)}>
              {t('marking.mark', { name: sheet.name })}
            </button>
          </li>
        ))}
      </ul>
    </Page>
  )
}

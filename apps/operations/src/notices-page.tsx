import { useRequest } from '@hr-portal/bridge/react'
import { NoticeForm } from './notice-form'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import { operations } from './api'

/** Version notices (§7 operations version notice and click): publish one, see how many users read each. */
export function NoticesPage() {
  const t = useT()
  const language = useLanguage()
  const notices = useRequest(() => operations.notices(), [])
  const brands = useRequest(() => operations.brands().then((brands) => brands.map((b) => b.sysCode)), [])
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div className="ops-page">
      <header className="ops-head">
        <h1>{t('notices.title')}</h1>
      </header>
      <NoticeForm brands={brands.data ?? []} onPublished={notices.retry} />
      <RequestError className="ops-error" error={notices.error} retry={notices.retry} />
      <table className="ops-table" data-testid="ops-notices">
        <caption>{t('notices.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('notices.version')}</th>
            <th scope="col">{t('notices.noticeTitle')}</th>
            <th scope="col">{t('notices.target')}</th>
            <th scope="col">{t('notices.publishAt')}</th>
            <th scope="col">{t('notices.reads')}</th>
          </tr>
        </thead>
        <tbody>
          {notices.data?.map((notice) => (
            <tr key={notice.id}>
              <td>{notice.version}</td>
              <td>{notice.title}</td>
              <td>{notice.sysCode ?? t('common.all')}</td>
              <td>{date.format(notice.publishAt)}</td>
              <td>{notice.readCount}</td>
            </tr>
          ))}
          {notices.data && notices.data.length === 0 && (
            <tr>
              <td colSpan={5}>{t('notices.empty')}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

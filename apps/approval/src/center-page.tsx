import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { centerApi, type CenterRow, type Tab } from './center-api'
import { app, LoadError, router, useLanguage, useT } from '@hr-portal/kit'
import { bizTypeName } from './biz-type-name'

const TABS: Tab[] = ['todo', 'done', 'started']

/**
 * The approval centre (menu 7001): what waits for me, what I decided, what I started, with counts. A request opens in
 * the shell's whole-page dialog as its business app shows it (intent `<bizType>.view`); the list follows every move.
 */
export function CenterPage({ openId }: { openId?: string } = {}) {
  const t = useT()
  const language = useLanguage()
  const canRemind = usePermission('700102')
  const [tab, setTab] = useState<Tab>('todo')
  const [page, setPage] = useState(1)
  const [approvalType, setApprovalType] = useState('')
  const [version, setVersion] = useState(0)
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const counts = useRequest(() => centerApi.counts(approvalType), [approvalType, version])
  const list = useRequest(() => centerApi.list(tab, page, approvalType), [tab, page, approvalType, version])
  const types = useRequest(() => centerApi.types(), [version])

  useEffect(() => {
    const stops = [
      app.events.on('approval.changed', reload),
      app.messages.onNew((message) => {
        if (message.sourceApp === 'approval') reload()
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }, [reload])

  async function open(row: CenterRow) {
    setNotice(null)
    try {
      const result = (await app.shell.ui.dialog.open({
        intent: `${row.bizType}.view`,
        params: { id: row.bizId },
        title: row.title,
        width: 960,
      })) as { status?: string } | null
      if (result?.status)
        setNotice({
          kind: 'status',
          text: t('center.moved', { title: row.title, status: t(`status.${result.status}`) }),
        })
    } catch (cause) {
      setNotice({
        kind: 'alert',
        text: t('center.cannotOpen', { msg: cause instanceof Error ? cause.message : String(cause) }),
      })
    }
    reload()
  }

  async function remind(row: CenterRow) {
    setNotice(null)
    try {
      const names = await centerApi.remind(row)
      const text = names.length
        ? t('center.remindedNames', { names: names.join(language === 'en' ? ', ' : '、') })
        : t('center.reminded')
      setNotice({ kind: 'status', text })
    } catch (cause) {
      setNotice({ kind: 'alert', text: cause instanceof Error ? cause.message : String(cause) })
    }
  }

  // A link from a notice (/center/requests/<id>) opens that request at once, then the centre stays at /center.
  const openFound = useEffectEvent((row: CenterRow) => open(row))
  useEffect(() => {
    if (!openId) return
    let gone = false
    void (async () => {
      try {
        const found = await centerApi.request(openId)
        if (!gone) await openFound({ ...found, bizId: String(found.bizId) } as CenterRow)
      } catch (cause) {
        if (!gone)
          setNotice({
            kind: 'alert',
            text: t('center.cannotOpen', { msg: cause instanceof Error ? cause.message : String(cause) }),
          })
      } finally {
        if (!gone) router.navigate('/center', { replace: true })
      }
    })()
    return () => {
      gone = true
    }
  }, [openId])

  const choose = (next: Tab) => {
    setTab(next)
    setPage(1)
  }
  const chooseType = (next: string) => {
    setApprovalType(next)
    setPage(1)
  }
  const data = list.data
  return (
    <div className="center">
      <header className="page-head">
        <h1>{t('center.title')}</h1>
      </header>
      <div className="center-body">
        <div
          role="tablist"
          aria-label={t('center.title')}
          className="center-tabs"
          onKeyDown={(e) => {
            const i = TABS.indexOf(tab)
            if (e.key === 'ArrowRight') choose(TABS[(i + 1) % TABS.length])
            if (e.key === 'ArrowLeft') choose(TABS[(i + TABS.length - 1) % TABS.length])
          }}
        >
          {TABS.map((name) => (
            <button
              type="button"
              key={name}
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls="center-panel"
              tabIndex={tab === name ? 0 : -1}
              onClick={() => choose(name)}
              data-testid={`tab-${name}`}
            >
              {t(`center.${name}`)}{' '}
              <span className="count" data-zero={counts.data?.[name] === 0 || undefined} data-testid={`count-${name}`}>
                {counts.data ? counts.data[name] : '…'}
              </span>
            </button>
          ))}
        </div>
        {/* Offered once there is a request to narrow down. */}
        {(Boolean(types.data?.length) || approvalType !== '') && (
          <label className="field center-type">
            {t('center.approvalType')}
            <select value={approvalType} onChange={(e) => chooseType(e.target.value)} data-testid="approval-type">
              <option value="">{t('center.allTypes')}</option>
              {/* The chosen type stays offered while the list of types reloads or no longer has it. */}
              {[
                ...(types.data ?? []),
                ...(approvalType && !types.data?.some((type) => type.bizType === approvalType)
                  ? [{ bizType: approvalType, name: null }]
                  : []),
              ].map((type) => (
                <option key={type.bizType} value={type.bizType}>
                  {bizTypeName(t, { bizType: type.bizType, name: type.name ?? type.bizType })}
                </option>
              ))}
            </select>
          </label>
        )}
        {notice && (
          <p role={notice.kind} className={notice.kind === 'alert' ? 'form-error' : 'form-done'}>
            {notice.text}
          </p>
        )}
        <div role="tabpanel" id="center-panel" aria-labelledby={`tab-${tab}`} aria-busy={list.loading}>
          <LoadError error={list.error} retry={list.retry} />
          {data && data.rows.length === 0 && <p className="empty">{t(`center.empty.${tab}`)}</p>}
          {data && data.rows.length > 0 && (
            <table className="center-table" data-testid="center-table">
              <thead>
                <tr>
                  <th>{t('center.request')}</th>
                  <th>{t('center.applicant')}</th>
                  <th>{t('center.step')}</th>
                  <th>{t('center.status')}</th>
                  <th>{t('center.updated')}</th>
                  <th>{t('center.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.id} data-id={row.id}>
                    <td data-label={t('center.request')}>
                      <strong>{row.title}</strong>
                      <div className="summary">{row.summary}</div>
                      {tab === 'todo' && row.onBehalfOf && (
                        <div className="on-behalf" data-testid="on-behalf">
                          {t('center.onBehalf', { name: row.onBehalfOf.name })}
                        </div>
                      )}
                    </td>
                    <td data-label={t('center.applicant')}>{row.applicantName}</td>
                    <td data-label={t('center.step')}>
                      {row.currentStepName
                        ? language === 'en'
                          ? row.currentStepName.en
                          : row.currentStepName.zh
                        : '—'}
                    </td>
                    <td data-label={t('center.status')}>
                      <span className="status-tag" data-status={row.status}>
                        {t(`status.${row.status}`)}
                      </span>
                    </td>
                    <td data-label={t('center.updated')}>{new Date(row.updatedAt).toLocaleString(language)}</td>
                    <td className="row-actions">
                      <button type="button" onClick={() => void open(row)}>
                        {t(tab === 'todo' ? 'center.approve' : 'center.view')}
                      </button>
                      {tab === 'started' && row.status === 'running' && canRemind && (
                        <button type="button" onClick={() => void remind(row)}>
                          {t('center.remind')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {data && data.totalPage > 1 && (
            <nav className="pager" aria-label={t('center.pages')}>
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('center.previous')}
              </button>
              <span>{t('center.page', { page, total: data.totalPage })}</span>
              <button type="button" disabled={page >= data.totalPage} onClick={() => setPage(page + 1)}>
                {t('center.next')}
              </button>
            </nav>
          )}
        </div>
      </div>
    </div>
  )
}

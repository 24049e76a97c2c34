import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Button, PaginationBar, paginationLabels } from '@hr-portal/ui'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { showMessage } from '../../lib/messages/message'
import { $unread, markRead, onNewNotice, refreshUnread } from '../live'
import { noticeApi, type ChannelInfo, type NoticePage } from '../notice-api'
import { NoticeLink } from '../notice-link'

type Status = 'all' | 'unread' | 'read'

/**
 * The inbox: channels with their unread counts, the unread/read filter, the paged list (a notice about something with
 * an Open link to it), and mark all read.
 */
export function Inbox({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useT()
  const language = useStore($language)
  const unread = useStore($unread)
  const [channels, setChannels] = useState<ChannelInfo[]>([])
  const [channel, setChannel] = useState<string>('')
  const [status, setStatus] = useState<Status>('all')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState(10)
  const [data, setData] = useState<NoticePage | null>(null)
  const [error, setError] = useState('')
  const [version, setVersion] = useState(0)

  useEffect(() => onNewNotice(() => setVersion((v) => v + 1)), [])
  useEffect(() => {
    let live = true
    setError('')
    Promise.all([noticeApi.channels(), noticeApi.page({ page, rows, status, ...(channel ? { channel } : {}) })])
      .then(([list, answer]) => {
        if (live) {
          setChannels(list)
          setData(answer)
        }
      })
      .catch((e) => {
        if (live) setError(t('messages.loadFailed', { reason: describeError(e, t) }))
      })
    return () => {
      live = false
    }
  }, [channel, status, page, rows, version, unread, language])

  async function markAll() {
    try {
      await noticeApi.markAllRead(channel || undefined)
      await refreshUnread()
      showMessage('success', t('messages.markedAllRead'))
      setVersion((v) => v + 1)
    } catch (e) {
      setError(describeError(e, t))
    }
  }

  const format = (at: number) => new Date(at).toLocaleString(language)
  const channelNames = ['', ...channels.map((c) => c.channel)]
  return (
    <div className="msg-inbox">
      <nav className="msg-channels" aria-label={t('messages.channels')}>
        <ul>
          {channelNames.map((name) => {
            const info = channels.find((c) => c.channel === name)
            const count = name ? (info?.unread ?? 0) : channels.reduce((sum, c) => sum + c.unread, 0)
            return (
              <li key={name || 'all'}>
                <button
                  type="button"
                  className="msg-channel"
                  aria-current={channel === name ? 'true' : undefined}
                  data-testid={`message-channel-${name || 'all'}`}
                  onClick={() => {
                    setChannel(name)
                    setPage(1)
                  }}
                >
                  <span>{t(`messages.channel.${name || 'all'}`)}</span>
                  {count > 0 && <span className="msg-channel-count">{count}</span>}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
      <section className="msg-list" aria-label={t(`messages.channel.${channel || 'all'}`)}>
        <div className="msg-toolbar">
          <label className="msg-filter">
            <span>{t('messages.filter.label')}</span>
            <select
              value={status}
              data-testid="message-filter"
              onChange={(e) => {
                setStatus(e.target.value as Status)
                setPage(1)
              }}
            >
              {(['all', 'unread', 'read'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`messages.filter.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={() => void markAll()} data-testid="message-mark-all">
            {t('messages.markAllRead')}
          </Button>
        </div>
        {error && (
          <p role="alert" className="msg-error">
            {error}
          </p>
        )}
        {data && data.rows.length === 0 && (
          <p role="status" className="msg-empty">
            {t('messages.empty')}
          </p>
        )}
        <ul className="msg-items" data-testid="message-list">
          {data?.rows.map((notice) => (
            <li key={notice.id} className="msg-item-row">
              <button
                type="button"
                className={notice.read ? 'msg-item' : 'msg-item msg-unread'}
                onClick={() => onOpen(notice.id)}
              >
                <span className="msg-item-head">
                  {!notice.read && <span className="msg-tag msg-tag-unread">{t('messages.unreadBadge')}</span>}
                  {notice.mustRead && <span className="msg-tag">{t('messages.mustReadBadge')}</span>}
                  <strong className="msg-item-title">{notice.title}</strong>
                  <time className="msg-item-time" dateTime={new Date(notice.receivedAt).toISOString()}>
                    {format(notice.receivedAt)}
                  </time>
                </span>
                <span className="msg-item-excerpt">{notice.excerpt}</span>
              </button>
              {notice.link && (
                <NoticeLink
                  href={notice.link}
                  className="msg-item-open"
                  aria-label={t('messages.openNamed', { title: notice.title })}
                  data-testid="message-open"
                  onOpen={() => {
                    if (!notice.read && !notice.mustRead) markRead(notice.id).catch(() => {})
                  }}
                >
                  {t('messages.open')}
                </NoticeLink>
              )}
            </li>
          ))}
        </ul>
        <PaginationBar
          total={data ? data.total : error ? 0 : null}
          page={page}
          rows={rows}
          onPageChange={setPage}
          onSizeChange={(size) => {
            setRows(size)
            setPage(1)
          }}
          labels={paginationLabels[language]}
        />
      </section>
    </div>
  )
}

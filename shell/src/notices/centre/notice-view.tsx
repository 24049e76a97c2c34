import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Button, SafeHtml } from '@hr-portal/ui'
import { Link } from 'wouter'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { $session } from '../../session/session-store'
import { appTitleOf } from '../app-title'
import { markRead } from '../live'
import { noticeApi, type NoticeDetail } from '../notice-api'
import { NoticeLink } from '../notice-link'
import { bodyParts } from './body-links'

/**
 * One message: title, sender, time, an Open link to what it is about (its link), and the body (an app's message as plain
 * text, its address of a portal page as a link there; an announcement as sanitized HTML); opening it marks it read (a
 * must-read one is read when confirmed).
 */
export function NoticeView({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT()
  const language = useStore($language)
  const { apps } = useStore($session)
  const [notice, setNotice] = useState<NoticeDetail | null>(null)
  const [error, setError] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let live = true
    setNotice(null)
    setError('')
    noticeApi
      .detail(id)
      .then((detail) => {
        if (!live) return
        setNotice(detail)
        if (!detail.read && !detail.mustRead) markRead(id).catch(() => {})
      })
      .catch((e) => {
        if (live) setError(describeError(e, t))
      })
    return () => {
      live = false
    }
  }, [id, language])
  useEffect(() => {
    if (notice) heading.current?.focus()
  }, [notice?.id])

  return (
    <article className="msg-detail" data-testid="message-detail">
      <Button onClick={onBack} data-testid="message-back">
        {t('messages.back')}
      </Button>
      {error && (
        <p role="alert" className="msg-error">
          {error}
        </p>
      )}
      {notice && (
        <>
          <h2 className="msg-detail-title" tabIndex={-1} ref={heading}>
            {notice.mustRead && <span className="msg-tag">{t('messages.mustReadBadge')}</span>}
            {notice.title}
          </h2>
          <p className="msg-detail-meta">
            <span>
              {/* The notify service's notices (a payslip published, a report): from the system, not from a person or app. */}
              {notice.sourceApp === 'notify'
                ? t('messages.fromSystem')
                : notice.sourceApp
                  ? t('messages.fromApp', { name: notice.publisherName, app: appTitleOf(apps, notice.sourceApp) })
                  : t('messages.from', { name: notice.publisherName })}
            </span>
            <time dateTime={new Date(notice.receivedAt).toISOString()}>
              {t('messages.receivedAt', { time: new Date(notice.receivedAt).toLocaleString(language) })}
            </time>
          </p>
          {notice.link && (
            <p>
              <NoticeLink href={notice.link} className="msg-detail-open" data-testid="message-open">
                {t('messages.open')}
              </NoticeLink>
            </p>
          )}
          {notice.format === 'text' ? (
            <div className="msg-detail-body msg-detail-text" data-testid="message-text">
              {/* An address in the text of what the link opens already is not shown twice. */}
              {bodyParts(notice.body, location.origin)
                .filter((part) => !('path' in part) || part.path !== notice.link)
                .map((part, index) =>
                  'path' in part ? (
                    <Link key={index} href={part.path} className="msg-detail-link">
                      {t('messages.openLink')}
                    </Link>
                  ) : (
                    <span key={index}>{part.text}</span>
                  ),
                )}
            </div>
          ) : (
            <SafeHtml html={notice.body} className="msg-detail-body" />
          )}
        </>
      )}
    </article>
  )
}

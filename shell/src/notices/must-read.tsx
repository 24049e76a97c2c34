import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { ConfirmDialog } from '@hr-portal/ui/dialogs'
import { Button } from '@hr-portal/ui/light'
import { describeError } from '../lib/describe-error'
import { $mustReadWaiting, $tourOpen } from '../lib/one-layer'
import { useT } from '../lib/i18n/use-t'
import { onNewNotice, refreshUnread } from './live'
import { noticeApi, type NoticeDetail } from './notice-api'
import './notice-texts'

/** Seconds left until `at` (epoch ms), never below 0. */
const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000))

/**
 * §5 required-reading articles: after sign-in, and live when one is published, a modal shows each
 * unconfirmed must-read notice in turn. 'I have read' stays disabled with a visible countdown until the
 * notice's countdown has run (the gateway checks the same time again); it cannot be closed otherwise.
 * One layer at a time (lib/one-layer.ts): the first sign-in's tour waits for these, and a notice published while a
 * tour runs shows when it ends.
 */
export default function MustRead() {
  const t = useT()
  const [queue, setQueue] = useState<NoticeDetail[]>([])
  const [now, setNow] = useState(() => Date.now())
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    const load = () =>
      noticeApi
        .mustRead()
        .then((list) => {
          if (live) {
            setLoadedAt(Date.now())
            setQueue(list)
            $mustReadWaiting.set(list.length)
          }
        })
        // Unknown is not waiting: the tour is not held back by a list that did not come.
        .catch(() => {
          if (live && $mustReadWaiting.get() === null) $mustReadWaiting.set(0)
        })
    void load()
    const stop = onNewNotice((notice) => {
      if (notice.mustRead) void load()
    })
    return () => {
      live = false
      stop()
    }
  }, [])

  const current = queue[0]
  const tourOpen = useStore($tourOpen)
  // When the countdown ends on this browser's clock: the gateway's remaining time from when the list arrived
  // (the gateway started every listed notice's countdown when it answered the list).
  const [loadedAt, setLoadedAt] = useState(() => Date.now())
  useEffect(() => {
    setError('')
  }, [current?.id])
  useEffect(() => {
    if (!current) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [current?.id])

  if (!current || tourOpen) return null
  const left = secondsUntil(loadedAt + current.confirmInMs, now)

  async function confirm() {
    if (left > 0 || busy) return
    setBusy(true)
    try {
      await noticeApi.confirm(current.id)
      setQueue((list) => list.slice(1))
      $mustReadWaiting.set(queue.length - 1)
      refreshUnread().catch(() => {})
    } catch (e) {
      setError(t('messages.mustRead.confirmFailed', { reason: describeError(e, t) }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open
      closable={false}
      title={current.title}
      subtitle={
        queue.length > 1 ? t('messages.mustRead.of', { index: 1, total: queue.length }) : t('messages.mustRead.title')
      }
      html={current.body}
      hideFooter
      okText={t('messages.mustRead.confirm')}
      onOk={() => void confirm()}
    >
      <div className="msg-must-foot" data-testid="must-read">
        <span className="msg-must-status" role="status" aria-live="polite">
          {left > 0 ? t('messages.mustRead.waiting', { s: left }) : t('messages.mustRead.ready')}
        </span>
        {error && (
          <p className="msg-error" role="alert">
            {error}
          </p>
        )}
        <Button
          variant="primary"
          data-testid="must-read-confirm"
          disabled={left > 0 || busy}
          onClick={() => void confirm()}
        >
          {left > 0 ? t('messages.mustRead.countdown', { s: left }) : t('messages.mustRead.confirm')}
        </Button>
      </div>
    </ConfirmDialog>
  )
}

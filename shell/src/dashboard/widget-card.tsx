import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { useT } from '../lib/i18n/use-t'
import { AppBadge } from '../portal/layers/app-badge'
import type { WidgetChoice } from './layout'
import { useFrameSlot } from './use-frame-slot'
import { WidgetFrame, type WidgetState } from './widget-frame'
import { failureText } from './widget-failure'
import { checkWidgetOrigin, initialWidgetOrigin } from './widget-origin'
import { widgetLoading, widgetSettled } from './widgets-settled'

interface WidgetCardProps {
  choice: WidgetChoice
  place: number
  count: number
  onMove: (by: number) => void
  onRemove: () => void
  /** A drag by the handle starts (the widget's key) or ends. */
  onDrag: (key: string | null) => void
  /** Another widget, dragged by its handle, is dropped on this one. */
  onDropOn: () => void
  /** Whether a widget is being dragged (then this card takes drops). */
  dragging: boolean
}

/** Arrow keys on a widget's handle move it: up and left earlier, down and right later; the mouse drags it by the handle. */
const MOVES: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }

/**
 * One widget on the dashboard: its title, arrangement buttons, "More", and its page in its own frame. A third-party
 * app's widget also shows the app's icon and name above its title, so no vendor card passes for one of the portal's.
 */
export function WidgetCard({ choice, place, count, onMove, onRemove, onDrag, onDropOn, dragging }: WidgetCardProps) {
  const t = useT()
  const { app, widget } = choice
  const key = `${app.code}/${widget.id}`
  const card = useRef<HTMLLIElement>(null)
  const slot = useFrameSlot(key, card)
  const live = slot === 'live'
  const [state, setState] = useState<WidgetState>('loading')
  const [reason, setReason] = useState('')
  const [attempt, setAttempt] = useState(0)
  const title = widget.title
  const titleId = `widget-title-${app.code}-${widget.id}`
  // A page whose CSP does not frame the app's origin reloads once for it; until then no frame is made (it would only
  // show the browser's refusal, which looks like the app's page not answering).
  const origin = app.manifest?.origin ?? ''
  const [permit, setPermit] = useState(() => initialWidgetOrigin(origin))
  useEffect(() => {
    if (live) setPermit(checkWidgetOrigin(origin))
  }, [live, origin, attempt])
  const shown: WidgetState = permit === 'blocked' ? 'failed' : permit === 'reloading' ? 'loading' : state

  // While its frame loads, the dashboard waits for it before the work that waits for the page.
  useEffect(() => {
    if (!live || shown !== 'loading') return
    widgetLoading(key)
    return () => widgetSettled(key)
  }, [live, shown, key])

  // The widget's page is loaded again every `refresh` seconds while it shows and the browser tab is in front.
  useEffect(() => {
    if (!widget.refresh || !live || state !== 'ready') return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setAttempt((n) => n + 1)
    }, widget.refresh * 1000)
    return () => clearInterval(timer)
  }, [widget.refresh, live, state])

  const onKey = (event: KeyboardEvent) => {
    const by = MOVES[event.key]
    if (by === undefined) return
    event.preventDefault()
    onMove(by)
  }
  // "More" leads only to a page of the user's menus.
  const more =
    widget.more && app.routes.some((route) => route.path === `${app.routerBase}${widget.more}`)
      ? `${app.routerBase}${widget.more}`
      : null
  // The portal's own page refusing the frame is named as such, not blamed on the app.
  const failedText = permit === 'blocked' ? t('dashboard.failedBlocked') : failureText(reason, t)

  return (
    <li
      ref={card}
      className="widget-card"
      data-size={widget.size}
      data-state={live ? shown : 'waiting'}
      data-widget={key}
      aria-labelledby={titleId}
      onDragOver={
        dragging
          ? (event) => {
              event.preventDefault()
              event.dataTransfer.dropEffect = 'move'
            }
          : undefined
      }
      onDrop={
        dragging
          ? (event) => {
              event.preventDefault()
              onDropOn()
            }
          : undefined
      }
    >
      <header className="widget-head">
        <div className="widget-heading">
          {app.manifest?.party === 'third' && (
            <p className="widget-app" data-testid="widget-app">
              <AppBadge title={app.title} icon={app.icon} />
              <span>{t('dashboard.fromApp', { app: app.title })}</span>
            </p>
          )}
          <h2 id={titleId}>{title}</h2>
        </div>
        <div className="widget-tools" role="group" aria-label={t('dashboard.arrange', { title })}>
          <button
            type="button"
            className="widget-handle"
            data-handle={key}
            aria-label={t('dashboard.handle', { title })}
            aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
            onKeyDown={onKey}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', title)
              if (card.current) event.dataTransfer.setDragImage(card.current, 24, 16)
              onDrag(key)
            }}
            onDragEnd={() => onDrag(null)}
          >
            ⠿
          </button>
          <button
            type="button"
            aria-label={t('dashboard.moveEarlier', { title })}
            disabled={place === 1}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={t('dashboard.moveLater', { title })}
            disabled={place === count}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
          <button type="button" aria-label={t('dashboard.remove', { title })} onClick={onRemove}>
            ×
          </button>
        </div>
      </header>
      <div className="widget-body">
        {slot === 'waiting' && <p className="widget-status">{t('dashboard.waitingSlot', { title })}</p>}
        {(slot === 'pending' || (live && shown === 'loading')) && (
          <p className="widget-status" role="status">
            {t('dashboard.widgetLoading', { title })}
          </p>
        )}
        {live && shown === 'failed' && (
          <div className="widget-error" role="alert">
            <p>
              {t('dashboard.failed', { title })} {failedText}
            </p>
            <button
              type="button"
              className="hr-button"
              // A page that may not frame the app loads itself again (its page cookie was just asked for).
              onClick={() => (permit === 'blocked' ? location.reload() : setAttempt((n) => n + 1))}
            >
              {t('dashboard.retry')}
            </button>
          </div>
        )}
        {live && permit === 'allowed' && (
          <div className="widget-frame" hidden={state === 'failed'}>
            <WidgetFrame
              app={app}
              widget={widget}
              attempt={attempt}
              onState={(next, why) => {
                setState(next)
                setReason(why ?? '')
              }}
            />
          </div>
        )}
      </div>
      {more && (
        <footer className="widget-foot">
          <a
            href={more}
            aria-label={t('dashboard.moreOf', { title })}
            onClick={(event) => {
              event.preventDefault()
              navigate(more)
            }}
          >
            {t('dashboard.more')}
          </a>
        </footer>
      )}
    </li>
  )
}

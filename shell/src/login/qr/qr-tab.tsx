import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { HttpError } from '@hr-portal/bridge/http'
import { Button } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { signInWith } from '../../session/session'
import type { MethodProps } from '../method'
import { createTicket, followTicket, isFinal, REDEEM_PATH, type QrState, type QrTicket } from './qr-ticket'

// The QR code library is a chunk of its own, fetched when the tab opens.
const QRCodeCanvas = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeCanvas })))

const STATE_TEXT: Record<QrState, string> = {
  waiting: 'qr.waiting',
  scanned: 'qr.scanned',
  confirmed: 'qr.confirmed',
  declined: 'qr.declined',
  expired: 'qr.expired',
  used: 'qr.confirmed',
}

/** Seconds left until `deadline`, ticking every second while `active`. */
function useSecondsLeft(deadline: number | null, active: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!deadline || !active) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [deadline, active])
  return deadline ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0
}

/**
 * QR login on the desktop: shows a two-minute ticket's QR code and the number the phone must pick, follows what the phone does with it
 * and, once the phone confirms, redeems the ticket and signs in.
 */
export function QrTab({ remember, onSignedIn }: MethodProps) {
  const t = useT()
  const [generation, setGeneration] = useState(0)
  const [ticket, setTicket] = useState<QrTicket | null>(null)
  const [deadline, setDeadline] = useState<number | null>(null)
  const [state, setState] = useState<QrState>('waiting')
  const [error, setError] = useState<string | null>(null)
  const secondsLeft = useSecondsLeft(deadline, !isFinal(state))
  // Read when the phone confirms, so the ticket need not be renewed when they change.
  const latest = useRef({ remember, onSignedIn })
  latest.current = { remember, onSignedIn }
  const shownState: QrState = ticket && secondsLeft === 0 && !isFinal(state) ? 'expired' : state

  useEffect(() => {
    let cancelled = false
    let stop = () => {}
    setTicket(null)
    setError(null)
    setState('waiting')
    createTicket()
      .then((created) => {
        if (cancelled) return
        setTicket(created)
        setDeadline(Date.now() + created.lifetimeMs)
        if (!created.scanUrl) return
        stop = followTicket(created, (next) => {
          setState(next)
          if (next !== 'confirmed') return
          signInWith(REDEEM_PATH, {
            ticket: created.ticket,
            pollKey: created.pollKey,
            noLogin7Days: latest.current.remember,
          })
            .then((route) => {
              if (!cancelled) latest.current.onSignedIn(route)
            })
            .catch((err) => {
              if (!cancelled) setError(qrError(err, t))
            })
        })
      })
      .catch((err) => {
        if (!cancelled) setError(qrError(err, t))
      })
    return () => {
      cancelled = true
      stop()
    }
    // A new ticket on refresh only.
  }, [generation])

  const refresh = (
    <Button type="button" onClick={() => setGeneration((g) => g + 1)}>
      {t('qr.refresh')}
    </Button>
  )
  if (error) {
    return (
      <div className="qr-tab">
        <div role="alert" className="login-error">
          {error}
        </div>
        {refresh}
      </div>
    )
  }
  if (!ticket)
    return (
      <div className="qr-tab">
        <p role="status" className="qr-status">
          {t('qr.preparing')}
        </p>
      </div>
    )
  if (!ticket.scanUrl) {
    return (
      <div className="qr-tab">
        <div role="alert" className="login-error">
          {t('login.noScanAddress')}
        </div>
      </div>
    )
  }
  const over = shownState === 'declined' || shownState === 'expired'
  return (
    <div className="qr-tab">
      <div className={`qr-code${over ? ' qr-code-over' : ''}`}>
        <Suspense
          fallback={
            <div className="qr-code-placeholder" role="status">
              {t('qr.preparing')}
            </div>
          }
        >
          <QRCodeCanvas
            value={ticket.scanUrl}
            size={200}
            marginSize={3}
            level="M"
            bgColor="#ffffff"
            fgColor="#000000"
            role="img"
            aria-label={t('qr.codeLabel')}
            data-testid="qr-code"
          />
        </Suspense>
      </div>
      {!over && shownState !== 'confirmed' && (
        <p className="qr-match">
          {t('qr.matchHint')}{' '}
          <strong
            className="qr-match-number"
            role="group"
            aria-label={`${t('qr.matchLabel')}: ${ticket.matchNumber}`}
            data-testid="qr-match-number"
          >
            {ticket.matchNumber}
          </strong>
        </p>
      )}
      <p role="status" className={`qr-status qr-status-${shownState}`} data-state={shownState}>
        {t(STATE_TEXT[shownState])}
      </p>
      {!over && shownState !== 'confirmed' && <p className="qr-valid">{t('qr.validFor', { seconds: secondsLeft })}</p>}
      {refresh}
    </div>
  )
}

function qrError(error: unknown, t: (key: string) => string): string {
  if (error instanceof HttpError && error.serverCode === 400601) return t('qr.expired')
  if (error instanceof HttpError && error.serverCode === 400602) return t('qr.invalid')
  return describeError(error, t)
}

import type { QrScan } from '@hr-portal/api/client/accounts'
import { useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { HttpError } from '@hr-portal/bridge/http'
import { Button } from '@hr-portal/ui/light'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { http } from '../../lib/http'
import { useDocumentTitle } from '../../lib/use-document-title'

/** What the gateway tells the phone about the sign-in it is asked to allow (three numbers, one of them the desktop's). */
type ScanInfo = Omit<QrScan, 'expiresAt'>

const TICKET = /^[A-Za-z0-9_-]{43}$/

function scanInfoOf(value: unknown): ScanInfo | null {
  const v = value as Partial<ScanInfo> | null
  if (!v || typeof v.ip !== 'string' || typeof v.createdAt !== 'number' || typeof v.userName !== 'string') return null
  const choices = Array.isArray(v.choices)
    ? v.choices.filter((n): n is number => Number.isInteger(n) && n >= 10 && n <= 99)
    : []
  if (choices.length !== 3) return null
  // An unknown answer reads as the most cautious one.
  const network = v.network === 'same' || v.network === 'local' ? v.network : 'elsewhere'
  return {
    ip: v.ip,
    network,
    browser: String(v.browser ?? ''),
    system: String(v.system ?? ''),
    createdAt: v.createdAt,
    userName: v.userName,
    realName: String(v.realName ?? ''),
    tenantName: String(v.tenantName ?? ''),
    choices,
  }
}

const NETWORK_TEXT = { same: 'qr.networkSame', local: 'qr.networkLocal', elsewhere: 'qr.networkElsewhere' } as const

type Phase =
  | { kind: 'reading' }
  | { kind: 'asking'; info: ScanInfo }
  | { kind: 'sending'; info: ScanInfo }
  | { kind: 'done'; confirmed: boolean }
  | { kind: 'failed'; text: string }

/**
 * The phone page a QR code opens (/qr/confirm?ticket=…&via=scan), for a signed-in user: says
 * whether it was opened by a scan or from a link, shows where the sign-in comes from (browser,
 * address, whether that is the phone's own network, time) and who would be signed in, warns that whoever shows
 * the QR code is signed in as the user, and asks for the number the computer shows (one of
 * three; a wrong one cancels the sign-in) before it confirms. Cancel declines.
 */
export function QrConfirmPage() {
  const t = useT()
  useDocumentTitle('qr.confirmTitle')
  const [, navigate] = useLocation()
  const search = new URLSearchParams(useSearch())
  const ticket = search.get('ticket') ?? ''
  // The QR code's address carries via=scan; a link typed or sent without it says so (see the gateway's scan-address.ts).
  const scanned = search.get('via') === 'scan'
  const valid = TICKET.test(ticket)
  const [picked, setPicked] = useState<number | null>(null)
  const [needPick, setNeedPick] = useState(false)
  const [phase, setPhase] = useState<Phase>(valid ? { kind: 'reading' } : { kind: 'failed', text: t('login.illegal') })
  const fail = (error: unknown) => setPhase({ kind: 'failed', text: qrPhoneError(error, t) })

  useEffect(() => {
    if (!valid) return
    let cancelled = false
    http
      .postJson<QrScan>('/uac/qrLogin/scan', { ticket }, { unLoading: true })
      .then(({ result }) => {
        if (cancelled) return
        const info = scanInfoOf(result)
        setPhase(info ? { kind: 'asking', info } : { kind: 'failed', text: t('login.systemError') })
      })
      .catch((error) => {
        if (!cancelled) fail(error)
      })
    return () => {
      cancelled = true
    }
  }, [ticket])

  async function answer(confirm: boolean, info: ScanInfo) {
    if (confirm && picked === null) {
      setNeedPick(true)
      return
    }
    setPhase({ kind: 'sending', info })
    try {
      await http.postJson(
        confirm ? '/uac/qrLogin/confirm' : '/uac/qrLogin/decline',
        confirm ? { ticket, number: picked } : { ticket },
        { unLoading: true },
      )
      setPhase({ kind: 'done', confirmed: confirm })
    } catch (error) {
      fail(error)
    }
  }

  const toPortal = (
    <Button type="button" onClick={() => navigate('/portal', { replace: true })}>
      {t('qr.toPortal')}
    </Button>
  )
  let body
  if (phase.kind === 'reading') body = <p role="status">{t('qr.reading')}</p>
  else if (phase.kind === 'failed')
    body = (
      <>
        <div role="alert" className="qr-phone-error">
          {phase.text}
        </div>
        {toPortal}
      </>
    )
  else if (phase.kind === 'done')
    body = (
      <>
        <p role="status" className="qr-phone-done">
          {t(phase.confirmed ? 'qr.doneConfirmed' : 'qr.doneDeclined')}
        </p>
        {toPortal}
      </>
    )
  else {
    const { info } = phase
    const unknown = t('qr.unknown')
    const browser =
      info.browser && info.system
        ? t('qr.browserOn', { browser: info.browser, system: info.system })
        : info.browser || info.system || unknown
    const busy = phase.kind === 'sending'
    body = (
      <>
        <p
          className={`qr-phone-via ${scanned ? 'qr-phone-via-scan' : 'qr-phone-via-link'}`}
          role={scanned ? undefined : 'note'}
          data-testid="qr-via"
        >
          {t(scanned ? 'qr.viaScan' : 'qr.viaLink')}
        </p>
        <p>{t('qr.confirmIntro')}</p>
        <p className={`qr-phone-warning qr-phone-warning-${info.network}`} role="note" data-testid="qr-warning">
          {t('qr.warning')}
          {info.network === 'elsewhere' ? ` ${t('qr.warningElsewhere')}` : ''}
        </p>
        <dl className="qr-phone-facts">
          <dt>{t('qr.browser')}</dt>
          <dd>{browser}</dd>
          <dt>{t('qr.ip')}</dt>
          <dd>{info.ip || unknown}</dd>
          <dt>{t('qr.place')}</dt>
          <dd data-testid="qr-network">{t(NETWORK_TEXT[info.network])}</dd>
          <dt>{t('qr.time')}</dt>
          <dd>{new Date(info.createdAt).toLocaleString($language.get())}</dd>
          <dt>{t('qr.account')}</dt>
          <dd>{info.realName ? `${info.realName} (${info.userName})` : info.userName}</dd>
          {info.tenantName && (
            <>
              <dt>{t('qr.tenant')}</dt>
              <dd>{info.tenantName}</dd>
            </>
          )}
        </dl>
        <fieldset
          className="qr-phone-pick"
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a fieldset of radio buttons, announced as their group
          role="radiogroup"
          aria-labelledby="qr-pick-legend"
          disabled={busy}
          aria-describedby={needPick ? 'qr-pick-first' : undefined}
        >
          <legend id="qr-pick-legend">{t('qr.pickNumber')}</legend>
          <div className="qr-phone-choices">
            {info.choices.map((n) => (
              <label key={n} className="qr-phone-choice">
                <input
                  type="radio"
                  name="qr-number"
                  value={n}
                  checked={picked === n}
                  onChange={() => {
                    setPicked(n)
                    setNeedPick(false)
                  }}
                />
                {n}
              </label>
            ))}
          </div>
          {needPick && (
            <p id="qr-pick-first" role="alert" className="qr-phone-error">
              {t('qr.pickFirst')}
            </p>
          )}
        </fieldset>
        <div className="qr-phone-actions" aria-busy={busy}>
          <Button type="button" variant="primary" disabled={busy} onClick={() => answer(true, info)}>
            {busy ? t('qr.sending') : t('qr.confirm')}
          </Button>
          <Button type="button" disabled={busy} onClick={() => answer(false, info)}>
            {t('qr.cancel')}
          </Button>
        </div>
      </>
    )
  }

  return (
    <main className="qr-phone">
      <h1>{t('qr.confirmTitle')}</h1>
      {body}
    </main>
  )
}

function qrPhoneError(error: unknown, t: (key: string) => string): string {
  if (error instanceof HttpError && error.serverCode === 400601) return t('qr.expired')
  if (error instanceof HttpError && error.serverCode === 400602) return t('qr.invalidPhone')
  if (error instanceof HttpError && error.serverCode === 400603) return t('qr.wrongNumber')
  return describeError(error, t)
}

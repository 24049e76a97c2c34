import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { http } from '../../lib/http'

const SliderCaptcha = lazy(() => import('../captcha/slider-captcha').then((m) => ({ default: m.SliderCaptcha })))

export const RESEND_SECONDS = 60
const PHONE = /^1[3-9]\d{9}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export interface CodeSenderProps {
  /** 'sms' posts /message/web/getVCode with `phone`, 'email' /message/web/getVCodeToEmail with `email`. */
  channel: 'sms' | 'email'
  /** The phone number or e-mail address as typed; checked here before the captcha is shown. */
  destination: string
  /** What the code is for ('login', 'reset' …); sent as `purpose`. */
  purpose: string
  /** Another route that sends the code (for example a signed-in bind); it gets the same body. */
  path?: string
  /** Called once the gateway accepted the request (the code is on its way). */
  onSent?: () => void
  /** Called with a sentence for the user when the destination is invalid or sending failed; shown by the caller in role=alert. */
  onError: (message: string | null) => void
}

/**
 * A "Send code" button: checks the destination, asks for the slider puzzle, sends the code with the
 * captcha pass token, then counts down 60 s ("Resend in 59 s") before it can be pressed again.
 */
export function CodeSender({ channel, destination, purpose, path, onSent, onError }: CodeSenderProps) {
  const t = useT()
  const [captcha, setCaptcha] = useState(false)
  const [busy, setBusy] = useState(false)
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((until - now) / 1000))

  useEffect(() => {
    if (!left) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left > 0])

  function start() {
    const value = destination.trim()
    if (channel === 'sms' && !PHONE.test(value.replace(/[\s-]/g, ''))) return onError(t('code.badPhone'))
    if (channel === 'email' && !EMAIL.test(value)) return onError(t('code.badEmail'))
    onError(null)
    setCaptcha(true)
  }

  async function send(captchaToken: string) {
    setCaptcha(false)
    setBusy(true)
    const value = destination.trim()
    const body = channel === 'sms' ? { phone: value, purpose, captchaToken } : { email: value, purpose, captchaToken }
    try {
      await http.postForm(
        path ?? (channel === 'sms' ? '/message/web/getVCode' : '/message/web/getVCodeToEmail'),
        body,
        { unLoading: true },
      )
      setNow(Date.now())
      setUntil(Date.now() + RESEND_SECONDS * 1000)
      onSent?.()
    } catch (err) {
      onError(describeError(err, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button type="button" className="code-send" disabled={busy || left > 0} onClick={start} aria-live="polite">
        {busy ? t('code.sending') : left > 0 ? t('code.resendIn', { s: left }) : t('code.send')}
      </Button>
      {captcha && (
        <Suspense fallback={<p role="status">{t('code.loadingPuzzle')}</p>}>
          <SliderCaptcha
            subject={destination.trim()}
            onPassed={(token) => void send(token)}
            onCancel={() => setCaptcha(false)}
          />
        </Suspense>
      )}
    </>
  )
}

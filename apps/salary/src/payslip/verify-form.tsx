import { useId, useState, type FormEvent } from 'react'
import { payslipApi } from './payslip-api'
import { keepGrant } from './grant-store'
import { useT } from '@hr-portal/kit'

/** Asks for the password again (or the authenticator's code) before payslips open; calls `onVerified` once the grant is kept. */
export function VerifyForm({ method, onVerified }: { method: 'password' | 'totp'; onVerified(): void }) {
  const t = useT()
  const id = useId()
  const [secret, setSecret] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!secret.trim()) return setProblem(t(method === 'totp' ? 'slip.codeNeeded' : 'slip.passwordNeeded'))
    setBusy(true)
    setProblem('')
    try {
      keepGrant(await payslipApi.payslips.verify(method === 'totp' ? { code: secret.trim() } : { password: secret }))
      setSecret('')
      onVerified()
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="slip-verify"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      data-testid="payslip-verify"
    >
      <h2 id={`${id}-title`}>{t('slip.verifyTitle')}</h2>
      <p className="slip-hint">{t(method === 'totp' ? 'slip.verifyCodeHint' : 'slip.verifyPasswordHint')}</p>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the input inside is one of two, chosen by the method */}
      <label>
        {t(method === 'totp' ? 'slip.code' : 'slip.password')}
        {method === 'totp' ? (
          <input
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            autoFocus
          />
        ) : (
          <input
            type="password"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            autoComplete="current-password"
            maxLength={200}
            autoFocus
          />
        )}
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {t('slip.verify')}
      </button>
    </form>
  )
}

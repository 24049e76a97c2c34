import { useId, useState } from 'react'
import { Button } from '@hr-portal/ui'
import { useT } from '../../../lib/i18n/use-t'
import { useCheckedSubmit } from '../use-checked-submit'
import { CodeInput } from './code-input'
import { newRecoveryCodes, sixDigits } from './totp-api'

/** New recovery codes (the old ones stop working), confirmed by a current code; `onCodes` shows them. */
export function TotpRegenerateForm({
  onCodes,
  onCancel,
}: {
  onCodes: (codes: string[]) => void
  onCancel: () => void
}) {
  const t = useT()
  const title = useId()
  const [code, setCode] = useState('')
  const problems = { code: !code.trim() ? 'totp.codeRequired' : sixDigits(code) ? undefined : 'totp.codeShape' }
  const { busy, error, shown, submit } = useCheckedSubmit(problems, async () => {
    onCodes((await newRecoveryCodes(sixDigits(code) ?? '')).recoveryCodes)
  })

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="security-form" aria-labelledby={title}>
      <h3 id={title}>{t('totp.regenerateTitle')}</h3>
      <p className="security-rules">{t('totp.regenerateHint')}</p>
      <CodeInput label={t('totp.code')} value={code} onValueChange={setCode} error={shown(problems.code)} />
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
      <div className="security-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {t('totp.regenerate')}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t('totp.cancel')}
        </Button>
      </div>
    </form>
  )
}

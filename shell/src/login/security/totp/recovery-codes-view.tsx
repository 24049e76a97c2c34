import { useEffect, useRef, useState } from 'react'
import { Button } from '@hr-portal/ui'
import { useT } from '../../../lib/i18n/use-t'

/**
 * Recovery codes, shown once (after the set-up or when new ones are made): copy, download as a text file,
 * then "I have saved them" closes the view.
 */
export function RecoveryCodesView({
  codes,
  account,
  issuer,
  onDone,
}: {
  codes: string[]
  account: string
  issuer: string
  onDone: () => void
}) {
  const t = useT()
  const heading = useRef<HTMLHeadingElement>(null)
  const [status, setStatus] = useState('')
  const text = [t('totp.fileHeading', { account, issuer }), '', ...codes, ''].join('\n')

  useEffect(() => heading.current?.focus(), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setStatus(t('totp.copied'))
    } catch {
      setStatus(t('totp.copyFailed'))
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `recovery-codes-${account}.txt`
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <section className="security-form totp-codes" aria-labelledby="totp-codes-title">
      <h3 id="totp-codes-title" ref={heading} tabIndex={-1}>
        {t('totp.codesTitle')}
      </h3>
      <p className="security-rules">{t('totp.codesHint')}</p>
      <ol className="totp-code-list" aria-label={t('totp.codesList')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="totp-status">
        {status}
      </p>
      <div className="security-actions">
        <Button type="button" onClick={() => void copy()}>
          {t('totp.copy')}
        </Button>
        <Button type="button" onClick={download}>
          {t('totp.download')}
        </Button>
        <Button type="button" variant="primary" onClick={onDone}>
          {t('totp.saved')}
        </Button>
      </div>
    </section>
  )
}

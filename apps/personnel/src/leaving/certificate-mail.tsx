import { useId } from 'react'
import { useAction, useLanguage, useT } from '@hr-portal/kit'
import { type LeavingCase, leavingApi } from './leaving-api'

const when = (at: number, language: string) =>
  new Date(at).toLocaleString(language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * HR sends the issued termination certificate to the e-mail address on the leaver's record (their account closes on
 * the last day): the button names the address, the case says when it was sent and where; without an address the
 * button is unavailable and the reason is said beside it.
 */
export function CertificateMail({ item, onSent }: { item: LeavingCase; onSent: () => void }) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const action = useAction(onSent)
  const email = item.leaverEmail
  return (
    <div className="pers-leaving-mail" data-testid="certificate-mail">
      <button
        type="button"
        className="hr-button"
        disabled={!email || action.busy}
        aria-describedby={`${id}-note`}
        onClick={() =>
          void action.run(() => leavingApi.sendCertificate(item.id), t('leaving.certificateSent', { email }))
        }
      >
        {email
          ? t(item.certificateSentAt === null ? 'leaving.sendCertificate' : 'leaving.sendCertificateAgain', { email })
          : t('leaving.sendCertificateNoEmail')}
      </button>
      <p id={`${id}-note`} className="pers-hint">
        {!email
          ? t('leaving.noEmailToSend')
          : item.certificateSentAt !== null
            ? t('leaving.certificateSentOn', {
                time: when(item.certificateSentAt, language),
                email: item.certificateSentTo,
              })
            : t('leaving.certificateNotSent')}
      </p>
      {action.status}
    </div>
  )
}

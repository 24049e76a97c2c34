import type { MessagingAuthorizeUrl } from '@hr-portal/api/client/accounts'
import { useState } from 'react'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { http } from '../../lib/http'
import type { MethodProps } from '../method'
import { PLATFORMS, rememberPending, type Platform } from './platforms'

/**
 * Enterprise messaging login: one button per platform (WeCom, DingTalk, Feishu). The gateway
 * builds the platform's QR/OAuth page address; the platform sends the user back to /login with
 * its §2 query, which MessagingCallback finishes.
 */
export function MessagingTab({ remember }: MethodProps) {
  const t = useT()
  const [opening, setOpening] = useState<Platform | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function open(platform: Platform) {
    setError(null)
    setOpening(platform)
    try {
      const answer = await http.postForm<MessagingAuthorizeUrl>(
        '/account/messagingAuthorizeUrl',
        { platform },
        { unLoading: true },
      )
      if (!answer.result?.url) throw new Error('messagingAuthorizeUrl answered no url')
      rememberPending({ remember })
      window.location.assign(new URL(answer.result.url).href)
    } catch (err) {
      setError(describeError(err, t))
      setOpening(null)
    }
  }

  return (
    <div className="messaging-tab">
      <p className="messaging-intro">{t('messaging.intro')}</p>
      <div className="messaging-buttons" role="group" aria-label={t('messaging.platforms')}>
        {PLATFORMS.map(({ id, label, mark }) => (
          <button
            key={id}
            type="button"
            className={`messaging-button messaging-${id}`}
            disabled={opening !== null}
            aria-describedby="messaging-hint"
            onClick={() => void open(id)}
          >
            <span className="messaging-mark" aria-hidden="true">
              {mark}
            </span>
            <span>{t(label)}</span>
          </button>
        ))}
      </div>
      <p id="messaging-hint" className="messaging-hint">
        {t('messaging.hint')}
      </p>
      <div role="status" className="messaging-status">
        {opening ? t('messaging.opening') : ''}
      </div>
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
    </div>
  )
}

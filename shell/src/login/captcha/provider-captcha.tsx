import { useEffect, useRef, useState } from 'react'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { solve, type ProviderPuzzle } from './captcha-api'

/** What Turnstile and hCaptcha both offer on their global once their script loaded (explicit rendering). */
interface WidgetApi {
  render(container: HTMLElement, options: { sitekey: string; callback: (token: string) => void }): unknown
}

const SCRIPTS: Record<ProviderPuzzle['provider'], string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
}
const loading = new Map<string, Promise<WidgetApi>>()

/** The provider's global API, its script added once (the shell's CSP allows its origins when the gateway has one). */
function widgetApi(provider: ProviderPuzzle['provider']): Promise<WidgetApi> {
  const api = () => (window as unknown as Record<string, WidgetApi | undefined>)[provider]
  const ready = api()
  if (ready) return Promise.resolve(ready)
  let promise = loading.get(provider)
  if (!promise) {
    promise = new Promise<WidgetApi>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = SCRIPTS[provider]
      script.async = true
      script.onload = () => {
        const loaded = api()
        if (loaded) resolve(loaded)
        else reject(new Error(`${provider} did not load`))
      }
      script.onerror = () => reject(new Error(`${provider} did not load`))
      document.head.append(script)
    })
    promise.catch(() => loading.delete(provider))
    loading.set(provider, promise)
  }
  return promise
}

export interface ProviderCaptchaProps {
  /** The provider's challenge the gateway stored (its second step for a risky asker). */
  puzzle: ProviderPuzzle
  onPassed: (token: string) => void
}

/**
 * The configured provider's challenge (Turnstile or hCaptcha) as the captcha's second step: its widget, and the token
 * it gives checked by the gateway with the provider; the gateway's pass comes back.
 */
export function ProviderCaptcha({ puzzle, onPassed }: ProviderCaptchaProps) {
  const t = useT()
  const box = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    const check = (providerToken: string) =>
      solve({ id: puzzle.id, providerToken }).then(
        (solved) => {
          if ('token' in solved) onPassed(solved.token)
        },
        (err) => setError(describeError(err, t)),
      )
    widgetApi(puzzle.provider).then(
      (api) => {
        if (!cancelled && box.current)
          api.render(box.current, { sitekey: puzzle.siteKey, callback: (token) => void check(token) })
      },
      () => {
        if (!cancelled) setError(t('code.providerUnavailable'))
      },
    )
    return () => {
      cancelled = true
    }
  }, [puzzle.id])

  return (
    <div className="captcha-provider">
      <p role="status" className="captcha-second" data-testid="captcha-second">
        {t('code.providerStep')}
      </p>
      <div ref={box} data-testid="captcha-provider" />
      <div role="alert" className="login-error">
        {error ?? ''}
      </div>
    </div>
  )
}

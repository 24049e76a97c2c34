import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button, TextField } from '@hr-portal/ui'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { http } from '../../lib/http'
import { showMessage } from '../../lib/messages/message'
import { noticeApi, type Account, type Audience } from '../notice-api'

interface OrganNode {
  id: number
  name: string
  children: OrganNode[]
}
interface OrganOption {
  id: number
  name: string
  depth: number
}

const flatten = (nodes: OrganNode[], depth = 0): OrganOption[] =>
  nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flatten(node.children ?? [], depth + 1)])

/** Longest countdown the gateway accepts (MAX_COUNTDOWN_SECONDS). */
const MAX_COUNTDOWN = 600

/**
 * Publishing an announcement: title, HTML content (sanitized by the gateway), must-read with its
 * countdown, and the audience: everyone, departments (each with everything below it, from /ums organs),
 * or people found by keyword.
 */
export function PublishForm({ onPublished }: { onPublished: () => void }) {
  const t = useT()
  const ids = useId()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [mustRead, setMustRead] = useState(false)
  const [countdown, setCountdown] = useState(10)
  const [type, setType] = useState<Audience['type']>('tenant')
  const [organs, setOrgans] = useState<OrganOption[]>([])
  const [organIds, setOrganIds] = useState<number[]>([])
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<Account[]>([])
  const [chosen, setChosen] = useState<Account[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (type !== 'organs' || organs.length) return
    http
      .postForm<OrganNode[]>('/ums/web/organ/organTreeList', {})
      .then((a) => setOrgans(flatten(a.result ?? [])))
      .catch((e) => setError(describeError(e, t)))
  }, [type])
  useEffect(() => {
    if (type !== 'users') return
    const timer = setTimeout(() => {
      noticeApi
        .accounts(keyword)
        .then(setFound)
        .catch((e) => setError(describeError(e, t)))
    }, 250)
    return () => clearTimeout(timer)
  }, [type, keyword])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!title.trim()) return setError(t('messages.publish.titleRequired'))
    if (!body.trim()) return setError(t('messages.publish.bodyRequired'))
    const audience: Audience =
      type === 'tenant' ? { type } : { type, ids: type === 'organs' ? organIds : chosen.map((u) => u.id) }
    if (audience.type !== 'tenant' && audience.ids.length === 0) return setError(t('messages.publish.audienceRequired'))
    setError('')
    setBusy(true)
    try {
      const answer = await noticeApi.publish({
        title: title.trim(),
        body,
        mustRead,
        countdownSeconds: mustRead ? countdown : 0,
        audience,
      })
      showMessage('success', t('messages.publish.done', { count: answer.recipients }))
      onPublished()
    } catch (e) {
      setError(t('messages.publish.failed', { reason: describeError(e, t) }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="msg-publish"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="message-publish"
      aria-labelledby={`${ids}-heading`}
    >
      <h2 id={`${ids}-heading`} className="msg-publish-heading">
        {t('messages.publish.heading')}
      </h2>
      <TextField
        label={t('messages.publish.titleLabel')}
        value={title}
        maxLength={200}
        onValueChange={setTitle}
        data-testid="message-publish-title"
      />
      <label className="msg-field" htmlFor={`${ids}-body`}>
        {t('messages.publish.bodyLabel')}
      </label>
      <textarea
        id={`${ids}-body`}
        className="msg-textarea"
        rows={6}
        value={body}
        maxLength={100_000}
        aria-describedby={`${ids}-hint`}
        onChange={(e) => setBody(e.target.value)}
        data-testid="message-publish-body"
      />
      <p id={`${ids}-hint`} className="msg-hint">
        {t('messages.publish.bodyHint')}
      </p>
      <label className="msg-check">
        <input
          type="checkbox"
          checked={mustRead}
          onChange={(e) => setMustRead(e.target.checked)}
          data-testid="message-publish-must-read"
        />
        <span>{t('messages.publish.mustRead')}</span>
      </label>
      {mustRead && (
        <label className="msg-field">
          <span>{t('messages.publish.countdown')}</span>
          <input
            type="number"
            min={0}
            max={MAX_COUNTDOWN}
            value={countdown}
            data-testid="message-publish-countdown"
            onChange={(e) =>
              setCountdown(Math.min(MAX_COUNTDOWN, Math.max(0, Math.round(Number(e.target.value) || 0))))
            }
          />
        </label>
      )}
      <fieldset className="msg-audience">
        <legend>{t('messages.publish.audience')}</legend>
        {(['tenant', 'organs', 'users'] as const).map((name) => (
          <label key={name} className="msg-check">
            <input
              type="radio"
              name={`${ids}-audience`}
              value={name}
              checked={type === name}
              onChange={() => setType(name)}
              data-testid={`message-audience-${name}`}
            />
            <span>{t(`messages.publish.audience${name[0].toUpperCase()}${name.slice(1)}`)}</span>
          </label>
        ))}
        {type === 'organs' && (
          <div className="msg-organs" role="group" aria-label={t('messages.publish.organsLabel')}>
            {organs.map((organ) => (
              <label key={organ.id} className="msg-check" style={{ paddingInlineStart: organ.depth * 16 }}>
                <input
                  type="checkbox"
                  checked={organIds.includes(organ.id)}
                  onChange={(e) =>
                    setOrganIds((list) => (e.target.checked ? [...list, organ.id] : list.filter((x) => x !== organ.id)))
                  }
                />
                <span>{organ.name}</span>
              </label>
            ))}
          </div>
        )}
        {type === 'users' && (
          <div className="msg-users">
            <TextField
              label={t('messages.publish.userSearch')}
              value={keyword}
              maxLength={50}
              onValueChange={setKeyword}
              data-testid="message-user-search"
            />
            <ul className="msg-user-list" aria-label={t('messages.publish.userResults')}>
              {found
                .filter((u) => !chosen.some((c) => c.id === u.id))
                .map((user) => (
                  <li key={user.id}>
                    <button
                      type="button"
                      className="msg-chip"
                      aria-label={t('messages.publish.add', { name: user.name })}
                      onClick={() => setChosen((list) => [...list, user])}
                    >
                      + {user.name} <span className="msg-muted">{user.userName}</span>
                    </button>
                  </li>
                ))}
            </ul>
            <ul
              className="msg-user-list"
              aria-label={t('messages.publish.chosenUsers')}
              data-testid="message-chosen-users"
            >
              {chosen.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    className="msg-chip msg-chip-chosen"
                    aria-label={t('messages.publish.remove', { name: user.name })}
                    onClick={() => setChosen((list) => list.filter((c) => c.id !== user.id))}
                  >
                    {user.name} ×
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </fieldset>
      {error && (
        <p role="alert" className="msg-error" data-testid="message-publish-error">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy} data-testid="message-publish-submit">
        {busy ? t('messages.publish.sending') : t('messages.publish.submit')}
      </Button>
    </form>
  )
}

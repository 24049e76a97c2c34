import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import { selfApi } from './self-api'

type Kind = 'employment' | 'income'

/** 'Certificates' on My record: ask for an employment or income certificate; one's certificates, issued ones as PDFs. */
export function CertificatesSection() {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const mine = useRequest(() => selfApi.certificates(), [language])
  const [kind, setKind] = useState<Kind>('employment')
  const [months, setMonths] = useState(6)
  const [lang, setLang] = useState<'zh' | 'en'>(language === 'en' ? 'en' : 'zh')
  const [purpose, setPurpose] = useState('')
  const action = useAction(() => mine.retry())
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid="my-certificates">
      <h2 id={`${id}-title`}>{t('self.certificates')}</h2>
      <form
        className="pers-self-form"
        onSubmit={(event) => {
          event.preventDefault()
          void (async () => {
            let issued = false
            const ok = await action.run(async () => {
              const asked = await selfApi.ask({ kind, lang, ...(kind === 'income' ? { months } : {}), purpose })
              issued = asked.status === 'issued'
            })
            if (ok) action.setDone(issued ? t('self.issuedNow') : t('self.asked'))
          })()
        }}
      >
        <label htmlFor={`${id}-kind`}>{t('self.certificateKind')}</label>
        <select id={`${id}-kind`} className="hr-input" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          <option value="employment">{t('self.kind.employment')}</option>
          <option value="income">{t('self.kind.income')}</option>
        </select>
        {kind === 'income' && (
          <>
            <label htmlFor={`${id}-months`}>{t('self.months')}</label>
            <input
              id={`${id}-months`}
              type="number"
              className="hr-input"
              min={1}
              max={24}
              value={months}
              onChange={(e) => setMonths(Math.min(24, Math.max(1, Number(e.target.value) || 1)))}
            />
          </>
        )}
        <label htmlFor={`${id}-lang`}>{t('self.certificateLang')}</label>
        <select
          id={`${id}-lang`}
          className="hr-input"
          value={lang}
          onChange={(e) => setLang(e.target.value === 'en' ? 'en' : 'zh')}
        >
          <option value="zh">{t('self.langZh')}</option>
          <option value="en">{t('self.langEn')}</option>
        </select>
        <label htmlFor={`${id}-purpose`}>{t('self.purpose')}</label>
        <input
          id={`${id}-purpose`}
          className="hr-input"
          value={purpose}
          maxLength={200}
          onChange={(e) => setPurpose(e.target.value)}
        />
        <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
          {t('self.ask')}
        </button>
        {action.status}
      </form>
      <h3>{t('self.myCertificates')}</h3>
      <RequestError className="pers-error" error={mine.error} retry={mine.retry} />
      {mine.data?.length === 0 && <p className="pers-hint">{t('self.noCertificates')}</p>}
      <ul className="pers-self-list">
        {mine.data?.map((c) => (
          <li key={c.id}>
            <span className="pers-self-what">{t(`self.kind.${c.kind}`)}</span>
            <span>{new Date(c.createdAt).toISOString().slice(0, 10)}</span>
            <span className={`pers-self-status pers-self-${c.status}`}>{t(`self.status.${c.status}`)}</span>
            {c.status === 'issued' && (
              <button
                type="button"
                className="hr-button"
                aria-label={t('self.downloadPdf', { title: c.title })}
                onClick={() => void action.run(() => selfApi.pdf(c.id))}
              >
                PDF
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

import { useId, useState } from 'react'
import { useAction, useLanguage, useT } from '@hr-portal/kit'
import { PeoplePicker, type PickedPerson } from '@hr-portal/ui'
import { CertificateMail } from './certificate-mail'
import { type LeavingCase, leavingApi } from './leaving-api'

/**
 * HR's steps of a case: naming the colleague who takes over the work (they are told and confirm it), marking the
 * equipment returned, and, from the last day on, issuing, downloading and sending the leaver the termination
 * certificate.
 */
export function CaseTasks({ item, onDone }: { item: LeavingCase; onDone: () => void }) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const [colleague, setColleague] = useState<PickedPerson[]>([])
  const [lang, setLang] = useState<'zh' | 'en'>(language === 'en' ? 'en' : 'zh')
  const action = useAction(onDone)
  const find = async (keyword: string, page: number) => {
    const found = await leavingApi.findPeople(keyword, page)
    return { rows: found.rows.map((p) => ({ ...p })), total: found.total }
  }
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid="case-tasks">
      <h2 id={`${id}-title`}>{t('leaving.steps')}</h2>
      {item.handoverConfirmedAt === null && (
        <form
          className="pers-leaving-form"
          onSubmit={(event) => {
            event.preventDefault()
            const chosen = colleague.at(-1)
            if (!chosen) return action.setProblem(t('leaving.choosePerson'))
            void action.run(
              () => leavingApi.step(item.id, 'handover', chosen.id),
              t('leaving.handoverNamed', { name: chosen.name }),
            )
          }}
        >
          <PeoplePicker
            legend={t('leaving.handoverColleague')}
            chosen={colleague}
            onChange={(people) => setColleague(people.slice(-1))}
            find={find}
            language={language === 'en' ? 'en' : 'zh-CN'}
          />
          <button type="submit" className="hr-button" disabled={action.busy}>
            {t('leaving.nameColleague')}
          </button>
        </form>
      )}
      {item.equipmentReturnedAt === null && (
        <button
          type="button"
          className="hr-button"
          disabled={action.busy}
          onClick={() => void action.run(() => leavingApi.step(item.id, 'equipment'), t('leaving.equipmentDone'))}
        >
          {t('leaving.markEquipment')}
        </button>
      )}
      {(item.status === 'approved' || item.status === 'closed') && (
        <div className="pers-leaving-buttons">
          {!item.certificateId && (
            <>
              <label htmlFor={`${id}-lang`}>{t('leaving.certificateLang')}</label>
              <select
                id={`${id}-lang`}
                className="hr-input"
                value={lang}
                onChange={(e) => setLang(e.target.value === 'en' ? 'en' : 'zh')}
              >
                <option value="zh">中文</option>
                <option value="en">English</option>
              </select>
              <button
                type="button"
                className="hr-button"
                data-variant="primary"
                disabled={action.busy}
                onClick={() =>
                  void action.run(() => leavingApi.certificate(item.id, lang), t('leaving.certificateIssued'))
                }
              >
                {t('leaving.issueCertificate')}
              </button>
            </>
          )}
          {item.certificateId && (
            <button
              type="button"
              className="hr-button"
              data-testid="certificate-pdf"
              onClick={() => void action.run(() => leavingApi.certificatePdf(item.id))}
            >
              {t('leaving.downloadCertificate')}
            </button>
          )}
        </div>
      )}
      {item.certificateId && <CertificateMail item={item} onSent={onDone} />}
      {!item.certificateId && <p className="pers-hint">{t('leaving.certificateLater')}</p>}
      {action.status}
    </section>
  )
}

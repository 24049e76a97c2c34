import { useState } from 'react'
import { shell, useAction, useT } from '@hr-portal/kit'
import { api, type Advance, type ClaimDetail, type ExpenseOptions } from '../api'
import { amountProblem, sumOf, yuan } from '../money'
import { today as todayOf } from '../page'
import { checkDraft, emptyLine, inputOf, isClean, linesOf, type DraftProblems, type LineDraft } from './draft'
import { LineFields } from './line-fields'
import { type Invoice, ReceiptsPanel } from './receipts-panel'

/**
 * A draft claim's form: title, the advance it settles, its lines and receipts. Save keeps the draft (answering the
 * policy's findings per line), Submit sends it to approval; a photo or PDF is added with the camera input (a new
 * claim is saved first so the receipt has a claim).
 */
export function ClaimEditor({
  claim,
  options,
  advances,
  onSaved,
  onSubmitted,
  onRemoved,
}: {
  claim: ClaimDetail | null
  options: ExpenseOptions
  advances: Advance[]
  onSaved: (claim: ClaimDetail) => void
  onSubmitted: (claim: ClaimDetail) => void
  onRemoved: () => void
}) {
  const t = useT()
  const today = todayOf()
  const [title, setTitle] = useState(claim?.title ?? '')
  const [advanceId, setAdvanceId] = useState(claim?.advanceId ?? '')
  const [lines, setLines] = useState<LineDraft[]>(() => (claim?.lines.length ? linesOf(claim) : [emptyLine(today)]))
  const [problems, setProblems] = useState<DraftProblems>({ line: {} })
  const action = useAction()
  const total = sumOf(lines.map((l) => l.amount))
  const change = (key: string, part: Partial<LineDraft>) =>
    setLines(lines.map((l) => (l.key === key ? { ...l, ...part } : l)))
  const findingsOf = (line: LineDraft) => claim?.lines.find((l) => l.id === line.id)?.findings ?? []

  /** Checks and saves the form; answers the saved claim, or null when it is refused here or by the service. */
  async function save(): Promise<ClaimDetail | null> {
    const found = checkDraft(title, lines, today)
    setProblems(found)
    if (!isClean(found)) {
      action.setProblem(t('check.fix'))
      return null
    }
    let saved: ClaimDetail | null = null
    const ok = await action.run(async () => {
      saved = await api.saveClaim(inputOf(claim?.id, title, lines, advanceId))
    }, t('editor.saved'))
    if (!ok || !saved) return null
    const fresh: ClaimDetail = saved
    setLines(linesOf(fresh))
    onSaved(fresh)
    return fresh
  }

  async function addReceipt(file: File, invoice: Invoice) {
    if (!options.receiptTypes.includes(file.type)) return action.setProblem(t('receipts.badType'))
    if (file.size === 0) return action.setProblem(t('receipts.empty'))
    if (file.size > options.maxBytes)
      return action.setProblem(t('receipts.tooLarge', { mb: Math.floor(options.maxBytes / 1048576) }))
    const bad = invoice.amount.trim() ? amountProblem(invoice.amount) : null
    if (bad) return action.setProblem(t(`check.amount.${bad}`))
    const saved = claim ?? (await save())
    if (!saved) return
    const ok = await action.run(() => api.addReceipt(saved.id, file, invoice), t('receipts.added', { name: file.name }))
    if (ok) onSaved(await api.claim(saved.id))
  }

  const submit = async () => {
    const saved = await save()
    if (!saved) return
    let sent: ClaimDetail | null = null
    const ok = await action.run(async () => {
      sent = await api.submitClaim(saved.id)
    }, t('editor.submitted'))
    if (ok && sent) onSubmitted(sent)
  }

  return (
    <form
      className="claim-form"
      aria-label={claim ? t('editor.editTitle') : t('editor.newTitle')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <section className="panel form-grid">
        <div className="field">
          <label>
            {t('editor.title')}
            <input
              required
              maxLength={100}
              value={title}
              placeholder={t('editor.titleHint')}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={problems.title ? true : undefined}
              aria-describedby={problems.title ? 'title-problem' : undefined}
            />
          </label>
          {problems.title && (
            <span id="title-problem" className="field-problem" role="alert">
              {t(problems.title)}
            </span>
          )}
        </div>
        {advances.length > 0 && (
          <label>
            {t('editor.advance')}
            <select value={advanceId} onChange={(e) => setAdvanceId(e.target.value)}>
              <option value="">{t('editor.noAdvance')}</option>
              {advances.map((a) => (
                <option key={a.id} value={a.id}>
                  {t('editor.advanceOption', { reason: a.reason, open: yuan(a.open) })}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className="hint">{t('editor.currency', { currency: options.currency })}</p>
      </section>
      {lines.map((line, index) => (
        <LineFields
          key={line.key}
          line={line}
          index={index}
          categories={options.categories}
          problems={problems.line[line.key]}
          findings={findingsOf(line)}
          today={today}
          onChange={(part) => change(line.key, part)}
          onRemove={() => setLines(lines.filter((l) => l.key !== line.key))}
        />
      ))}
      {problems.lines && (
        <p className="form-error" role="alert">
          {t(problems.lines)}
        </p>
      )}
      <div className="buttons">
        <button type="button" onClick={() => setLines([...lines, emptyLine(today, lines.at(-1)?.categoryCode)])}>
          {t('editor.addLine')}
        </button>
        <output className="total" aria-live="polite">
          {t('editor.total', { total: yuan(total) })}
        </output>
      </div>
      <ReceiptsPanel
        receipts={claim?.receipts ?? []}
        onAdd={(file, invoice) => void addReceipt(file, invoice)}
        busy={action.busy}
        onRemove={(r) =>
          void action
            .run(() => api.removeReceipt(r.id), t('receipts.removed'))
            .then(async (ok) => {
              if (ok && claim) onSaved(await api.claim(claim.id))
            })
        }
      />
      {action.status}
      <div className="buttons sticky-actions">
        <button type="submit" disabled={action.busy}>
          {t('editor.saveDraft')}
        </button>
        <button type="button" className="primary" disabled={action.busy} onClick={() => void submit()}>
          {t('editor.submit')}
        </button>
        {claim && (
          <button
            type="button"
            className="danger"
            disabled={action.busy}
            onClick={async () => {
              const sure = await shell.ui
                .confirm({ title: t('editor.remove'), content: t('editor.removeConfirm', { title: claim.title }) })
                .catch(() => false)
              if (sure && (await action.run(() => api.removeClaim(claim.id), t('editor.removed')))) onRemoved()
            }}
          >
            {t('editor.remove')}
          </button>
        )}
      </div>
    </form>
  )
}

import { usePermission, useRequest } from '@hr-portal/bridge/react'
import type { QuickFilterValues } from '@hr-portal/ui'
import { useState, type KeyboardEvent } from 'react'
import { api, STAGES, type Candidate, type Stage } from '../api'
import { messageOf, router, useT } from '@hr-portal/kit'
import { LoadState, Page } from '../page-parts'
import { AddCandidate } from './add-candidate'
import { CandidateQuickFilters } from './candidate-quick-filters'

/** The stages HR moves a card between by hand (hiring is the onboarding's). */
const MOVABLE: Stage[] = STAGES.filter((s) => s !== 'hired')

/**
 * Candidates on a stage board (8402), by opening and by the quick filters HR chose (§7 quick query, filtered by the
 * gateway). A card moves with its "Move to" menu, or with the arrow keys on the focused card (left and right: the stage
 * before or after); each move is announced. Moving needs 840201.
 */
export function BoardPage() {
  const t = useT()
  const canMove = usePermission('840201') === true
  const [jobId, setJobId] = useState(0)
  const jobs = useRequest(() => api.jobs(), [])
  const [quick, setQuick] = useState<QuickFilterValues>({})
  const board = useRequest(() => api.board(jobId || undefined, quick), [jobId, JSON.stringify(quick)])
  const [announce, setAnnounce] = useState('')
  const [problem, setProblem] = useState('')
  const [adding, setAdding] = useState(false)

  async function move(candidate: Candidate, stage: Stage) {
    if (stage === candidate.stage) return
    setProblem('')
    try {
      await api.move(candidate.id, stage)
      setAnnounce(t('board.moved', { name: candidate.name, stage: t(`stageStatus.${stage}`) }))
      board.retry()
      // The keyboard follows the card to its new column.
      setTimeout(() => document.getElementById(`card-${candidate.id}`)?.focus(), 300)
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  function keys(event: KeyboardEvent, candidate: Candidate) {
    if (!canMove || event.target !== event.currentTarget || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft'))
      return
    event.preventDefault()
    const at = MOVABLE.indexOf(candidate.stage)
    if (at < 0) return
    const next = MOVABLE[at + (event.key === 'ArrowRight' ? 1 : -1)]
    if (next) void move(candidate, next)
  }

  return (
    <Page
      title={t('board.title')}
      busy={board.loading}
      actions={
        canMove ? (
          <button type="button" onClick={() => setAdding(true)}>
            {t('board.add')}
          </button>
        ) : undefined
      }
    >
      <div className="row">
        <label>
          {t('board.job')}
          <select value={jobId} onChange={(e) => setJobId(Number(e.target.value))}>
            <option value={0}>{t('board.allJobs')}</option>
            {(jobs.data ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <CandidateQuickFilters onApply={setQuick} />
      <p className="hint" id="board-keys">
        {canMove ? t('board.keysHint') : ''}
      </p>
      <p role="status" aria-live="polite" className="form-done" data-testid="board-status">
        {announce}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {adding && (
        <AddCandidate
          jobs={(jobs.data ?? []).filter((j) => j.status === 'open')}
          onDone={() => {
            setAdding(false)
            board.retry()
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      <LoadState error={board.error} loading={board.loading && !board.data} retry={board.retry} />
      {board.data && (
        <div className="board" data-testid="board">
          {STAGES.map((stage) => {
            const cards = board.data!.filter((c) => c.stage === stage)
            return (
              <section key={stage} className="board-column" aria-labelledby={`column-${stage}`} data-stage={stage}>
                <h2 id={`column-${stage}`}>
                  {t(`stageStatus.${stage}`)} <span className="tag">{cards.length}</span>
                </h2>
                <ul className="board-cards">
                  {cards.map((c) => (
                    <li
                      key={c.id}
                      id={`card-${c.id}`}
                      className="board-card"
                      tabIndex={0}
                      aria-describedby="board-keys"
                      data-testid="candidate-card"
                      aria-label={t('board.card', {
                        name: c.name,
                        job: c.jobTitle,
                        stage: t(`stageStatus.${c.stage}`),
                      })}
                      onKeyDown={(e) => keys(e, c)}
                    >
                      <a
                        href={`#/candidates/${c.id}`}
                        onClick={(e) => {
                          e.preventDefault()
                          router.navigate(`/candidates/${c.id}`)
                        }}
                      >
                        {c.name}
                      </a>
                      <span className="hint">
                        {c.jobTitle} · {c.channelName}
                      </span>
                      {c.duplicates.length > 0 && (
                        <p className="warn">{t('board.duplicate', { count: c.duplicates.length })}</p>
                      )}
                      {canMove && c.stage !== 'hired' && (
                        <label>
                          <span className="sr-only">{t('board.moveTo', { name: c.name })}</span>
                          <select
                            value={c.stage}
                            onChange={(e) => void move(c, e.target.value as Stage)}
                            aria-label={t('board.moveTo', { name: c.name })}
                          >
                            {MOVABLE.map((s) => (
                              <option key={s} value={s}>
                                {t(`stageStatus.${s}`)}
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </div>
      )}
    </Page>
  )
}

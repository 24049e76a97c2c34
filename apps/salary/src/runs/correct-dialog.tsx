import { useState } from 'react'
import { useLanguage, useT } from '@hr-portal/kit'
import { DialogContainer, PeoplePicker, dialogContainerLabels } from '@hr-portal/ui'
import { api, messageOf, salary } from '../api'

type Picked = { id: number; name: string; jobNumber: string }

/** The correction of a published run: everything reversed, or the people chosen calculated again with corrected inputs. */
export function CorrectDialog({
  runId,
  name,
  onDone,
  onClose,
}: {
  runId: number
  name: string
  onDone: (id: number) => void
  onClose: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const [mode, setMode] = useState<'reverse' | 'people'>('reverse')
  const [people, setPeople] = useState<Picked[]>([])
  const [problem, setProblem] = useState('')

  async function correct() {
    setProblem('')
    if (mode === 'people' && people.length === 0) {
      setProblem(t('runKinds.needPeople'))
      throw new Error('incomplete')
    }
    try {
      const employeeIds = mode === 'people' ? people.map((person) => person.id) : undefined
      const { id } = await salary.runKinds.correct({ id: runId, mode, employeeIds })
      onDone(id)
    } catch (cause) {
      setProblem(messageOf(cause))
      throw cause
    }
  }

  return (
    <DialogContainer
      open
      title={t('runKinds.correctTitle', { name })}
      width={520}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'correct', text: t('runKinds.create'), type: 'primary', delay: false }]}
      onButton={correct}
      onClose={onClose}
    >
      <div className="run-kind-form" data-testid="correct-dialog">
        <p className="form-hint">{t('runKinds.correctHint')}</p>
        <fieldset>
          <legend>{t('runKinds.correction')}</legend>
          <label className="choice">
            <input type="radio" name="correction" checked={mode === 'reverse'} onChange={() => setMode('reverse')} />
            {t('runKinds.reverse')}
          </label>
          <label className="choice">
            <input type="radio" name="correction" checked={mode === 'people'} onChange={() => setMode('people')} />
            {t('runKinds.correctPeople')}
          </label>
        </fieldset>
        {mode === 'people' && (
          <PeoplePicker
            legend={t('runKinds.chosen')}
            chosen={people}
            onChange={setPeople}
            find={api.findPeople}
            language={language}
          />
        )}
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}

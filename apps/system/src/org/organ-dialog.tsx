import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { DialogContainer, TextField, dialogContainerLabels } from '@hr-portal/ui'
import { OrganTree } from '../organ-tree'
import { RequestError, shell, useLanguage, useT } from '@hr-portal/kit'
import { addOrgan, loadTree, moveOrgan, removeOrgan, renameOrgan, type OrganAction, type OrganInfo } from './organ-api'

interface Props {
  action: OrganAction
  organ: OrganInfo
  onClose: () => void
  /** After the change: the unit to select (the new one, or the parent of a deleted one). */
  onDone: (selectId: number | null) => void
}

/** One dialog per action on the selected unit: add a unit below it, rename, move under another unit, delete. */
export function OrganDialog({ action, organ, onClose, onDone }: Props) {
  const t = useT()
  const language = useLanguage()
  const [name, setName] = useState(action === 'rename' ? organ.name : '')
  const [parentId, setParentId] = useState<string | null>(null)
  const [failure, setFailure] = useState('')
  const [nameError, setNameError] = useState('')
  const tree = useRequest(() => (action === 'move' ? loadTree() : Promise.resolve(null)), [action])
  const dirty =
    action === 'add'
      ? name.trim() !== ''
      : action === 'rename'
        ? name !== organ.name
        : action === 'move'
          ? parentId !== null
          : false

  async function run() {
    setFailure('')
    setNameError('')
    if ((action === 'add' || action === 'rename') && !name.trim()) {
      setNameError(t('org.nameRequired'))
      throw new Error('name')
    }
    if (action === 'move' && parentId === null) {
      setFailure(t('org.pickParent'))
      throw new Error('parent')
    }
    try {
      if (action === 'add') onDone((await addOrgan(organ.id, name)).id)
      if (action === 'rename') {
        await renameOrgan(organ.id, name)
        onDone(organ.id)
      }
      if (action === 'move') {
        await moveOrgan(organ.id, Number(parentId))
        onDone(organ.id)
      }
      if (action === 'remove') {
        await removeOrgan(organ.id)
        onDone(organ.parentId)
      }
    } catch (error) {
      setFailure((error as Error).message || t('org.failed'))
      throw error
    }
    shell.ui
      .message('success', t(`org.done.${action}`, { name: action === 'add' ? name.trim() : organ.name }))
      .catch(() => {})
  }

  return (
    <DialogContainer
      open
      title={t(`org.title.${action}`, { name: organ.name })}
      labels={dialogContainerLabels[language]}
      closeConfirm={dirty}
      onClose={onClose}
      onButton={run}
      formBtnList={[{ event: action, text: t(`org.button.${action}`), type: 'primary', delay: false }]}
    >
      <div className="org-dialog" data-testid="organ-dialog">
        {failure && (
          <p role="alert" className="role-error">
            {failure}
          </p>
        )}
        {action === 'add' && <p>{t('org.addUnder', { name: organ.name })}</p>}
        {(action === 'add' || action === 'rename') && (
          <TextField
            label={t('org.name')}
            value={name}
            onValueChange={setName}
            maxLength={100}
            error={nameError || null}
            autoFocus
          />
        )}
        {action === 'move' && (
          <>
            <p id="org-move-help">{t('org.moveHelp', { name: organ.name })}</p>
            <RequestError error={tree.error} retry={tree.retry} />
            {tree.loading && !tree.data && <p role="status">{t('common.loading')}</p>}
            {tree.data && (
              <OrganTree nodes={tree.data} selected={parentId} onSelect={setParentId} label={t('org.newParent')} />
            )}
          </>
        )}
        {action === 'remove' && <p>{t('org.removeQuestion', { name: organ.name })}</p>}
      </div>
    </DialogContainer>
  )
}

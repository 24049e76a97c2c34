import { useState } from 'react'
import { useT } from '@hr-portal/kit'

/**
 * A dialog's save: runs it, keeps the gateway's refusal to show in the dialog and throws it on, so the dialog stays
 * open for the user to correct the form.
 */
export function useDialogSave() {
  const t = useT()
  const [failure, setFailure] = useState('')
  async function save(work: () => Promise<unknown>) {
    setFailure('')
    try {
      await work()
    } catch (error) {
      setFailure((error as Error).message || t('common.failed'))
      throw error
    }
  }
  return { failure, save }
}

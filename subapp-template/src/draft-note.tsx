import { useEffect, useRef, useState } from 'react'
import { useShell } from '@hr-portal/bridge/react'
import { app, useT } from '@hr-portal/kit'

const DRAFT = 'note'

/**
 * A note kept by the shell (bridge 2): restored from the app's storage when the page opens, saved
 * there when the shell evicts the app, marked unsaved while typed (the shell asks before it is
 * lost), and saved with a toast whose Undo brings the previous text back.
 */
export function DraftNote() {
  const t = useT()
  const shell = useShell()
  const [text, setText] = useState('')
  const latest = useRef('')
  useEffect(() => {
    shell.storage.get(DRAFT).then(
      (saved) => {
        if (typeof saved === 'string') setText((latest.current = saved))
      },
      () => {},
    )
    return app.lifecycle.onBeforeEvict(() => shell.storage.set(DRAFT, latest.current))
  }, [shell])

  function change(value: string) {
    setText((latest.current = value))
    shell.ui.setDirty(true).catch(() => {})
  }

  async function save() {
    const before = await shell.storage.get(DRAFT).catch(() => null)
    await shell.storage.set(DRAFT, text)
    await shell.ui.setDirty(false)
    if (await shell.ui.toast({ text: t('saved'), action: t('undo') })) {
      const previous = typeof before === 'string' ? before : ''
      await shell.storage.set(DRAFT, previous)
      setText((latest.current = previous))
    }
  }

  return (
    <section className="draft" aria-labelledby="draft-title">
      <h2 id="draft-title">{t('note')}</h2>
      <textarea
        aria-labelledby="draft-title"
        data-testid="template-note"
        value={text}
        rows={4}
        onChange={(e) => change(e.target.value)}
      />
      <button
        type="button"
        className="hr-button"
        data-testid="template-save"
        onClick={() => void save().catch(() => {})}
      >
        {t('save')}
      </button>
    </section>
  )
}

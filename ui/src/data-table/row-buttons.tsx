import { useState } from 'react'
import { buttonsFor, type TableButton } from './table-buttons'

export interface RowButtonsConfig<T> {
  /** The §4 table-button configuration (change it with `changeButtons`). */
  buttons: TableButton<T>[]
  onEvent: (event: string, row: T) => void
  /** Asks the user a button's `confirm` text; the event fires only on yes. Default: the event fires at once. */
  confirm?: (text: string) => Promise<boolean>
}

/** A row's buttons: those whose condition holds, each asking its confirm prompt first when it has one. */
export function RowButtons<T>({ row, config, name }: { row: T; config: RowButtonsConfig<T>; name: string }) {
  const [asking, setAsking] = useState(false)
  async function press(button: TableButton<T>) {
    if (button.confirm && config.confirm) {
      setAsking(true)
      try {
        if (!(await config.confirm(button.confirm))) return
      } catch {
        return
      } finally {
        setAsking(false)
      }
    }
    config.onEvent(button.event, row)
  }
  return (
    <span className="hr-row-buttons">
      {buttonsFor(config.buttons, row).map((button) => (
        <button
          key={button.event}
          type="button"
          className="hr-link-button"
          disabled={asking}
          data-event={button.event}
          aria-label={`${button.text} ${name}`}
          onClick={() => press(button)}
        >
          {button.text}
        </button>
      ))}
    </span>
  )
}

// The shell's UI an app may ask for: confirm, toast, dialogs and drawers.
import * as v from 'valibot'
import { IntentParams } from './nav.js'
import { Json, Name, Path, Short, Text } from './values.js'

export const MessageKind = v.picklist(['info', 'success', 'warning', 'error'])
export const ConfirmRequest = v.object({
  title: Short,
  content: Text,
  okText: v.optional(Short),
  cancelText: v.optional(Short),
})
export const ToastRequest = v.object({
  text: Text,
  action: v.optional(Short),
  duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(60_000))),
})
export const DialogRequest = v.pipe(
  v.object({
    path: v.optional(Path),
    intent: v.optional(Name),
    params: v.optional(IntentParams),
    title: Short,
    width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(320), v.maxValue(1600))),
    buttons: v.optional(
      v.pipe(
        v.array(
          v.object({ event: Short, text: Short, type: v.optional(v.picklist(['primary', 'default', 'danger'])) }),
        ),
        v.maxLength(4),
      ),
    ),
    closeConfirm: v.optional(v.boolean()),
  }),
  v.check((r) => (r.path === undefined) !== (r.intent === undefined), 'give either path or intent'),
)
/** What a dialog's page answers its opener. */
export const DialogResult = v.optional(Json)

/** The §2 confirm dialog, as a sub-app may ask for it. */
export interface ConfirmRequest {
  title: string
  content: string
  okText?: string
  cancelText?: string
}

/**
 * A page in the shell's dialog container (896px by default) or side drawer: a page of the calling app (`path`), or
 * the page of whichever app declares `intent` in its manifest (its `:name` parts filled from `params`; the user's menus
 * must let them open that app). Give one of path and intent.
 */
export interface DialogRequest {
  path?: string
  intent?: string
  params?: Record<string, string | number>
  title: string
  width?: number
  /** Footer buttons; a press reaches the dialog's page as `onDialogButton(event)`. */
  buttons?: Array<{ event: string; text: string; type?: 'primary' | 'default' | 'danger' }>
  closeConfirm?: boolean
}

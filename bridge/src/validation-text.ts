import type { Env } from './contract/index.js'

type Language = Env['language']

/** A form control the browser validates. */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The document `localizeValidation` listens on; tests pass a fake. */
export interface ValidationDocument {
  addEventListener(type: string, listener: (event: Event) => void, capture: boolean): void
  removeEventListener?(type: string, listener: (event: Event) => void, capture: boolean): void
}

// The browser's own texts for each failed constraint, in the portal's languages ({{name}} is filled in).
const TEXTS: Record<Language, Record<string, string>> = {
  'zh-CN': {
    valueMissing: '请填写此字段。',
    checkbox: '如果要继续，请勾选此复选框。',
    radio: '请选择其中一个选项。',
    select: '请在列表中选择一项。',
    file: '请选择一个文件。',
    email: '请输入电子邮件地址。',
    url: '请输入网址。',
    patternMismatch: '请与所请求的格式保持一致。',
    tooLong: '请将该文本减少为不超过 {{max}} 个字符（目前使用了 {{length}} 个字符）。',
    tooShort: '请将该文本加长到 {{min}} 个或更多字符（目前使用了 {{length}} 个字符）。',
    rangeUnderflow: '值必须大于或等于 {{min}}。',
    rangeOverflow: '值必须小于或等于 {{max}}。',
    stepMismatch: '请输入有效值。最接近的两个有效值分别为 {{below}} 和 {{above}}。',
    number: '请输入一个数字。',
    badInput: '请输入有效值。',
  },
  en: {
    valueMissing: 'Please fill out this field.',
    checkbox: 'Please check this box if you want to proceed.',
    radio: 'Please select one of these options.',
    select: 'Please select an item in the list.',
    file: 'Please select a file.',
    email: 'Please enter an email address.',
    url: 'Please enter a URL.',
    patternMismatch: 'Please match the requested format.',
    tooLong: 'Please shorten this text to {{max}} characters or less (you are currently using {{length}} characters).',
    tooShort:
      'Please lengthen this text to {{min}} characters or more (you are currently using {{length}} characters).',
    rangeUnderflow: 'Value must be greater than or equal to {{min}}.',
    rangeOverflow: 'Value must be less than or equal to {{max}}.',
    stepMismatch: 'Please enter a valid value. The two nearest valid values are {{below}} and {{above}}.',
    number: 'Please enter a number.',
    badInput: 'Please enter a valid value.',
  },
}

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))

const isControl = (target: unknown): target is Control =>
  typeof target === 'object' && target !== null && 'validity' in target && 'setCustomValidity' in target

/** The two valid numbers nearest to a numeric value that misses its step (min, or 0, is the step's base). */
function nearest(control: Control): { below: string; above: string } | null {
  if (!('step' in control)) return null
  const step = Number(control.step)
  const value = Number(control.value)
  if (!Number.isFinite(step) || step <= 0 || !Number.isFinite(value)) return null
  const base = control.min !== '' && Number.isFinite(Number(control.min)) ? Number(control.min) : 0
  const below = base + Math.floor((value - base) / step) * step
  const decimals = (String(step).split('.')[1] ?? '').length
  const show = (n: number) => String(Number(n.toFixed(decimals)))
  return { below: show(below), above: show(below + step) }
}

/**
 * The text for what a control fails, in `language`, as the browser words it; null when it fails
 * nothing the browser checks (valid, or only a message the app set itself).
 */
export function validationText(control: Control, language: Language): string | null {
  const texts = TEXTS[language] ?? TEXTS['zh-CN']
  const v = control.validity
  const type = control.type
  const length = control.value.length
  if (v.valueMissing) {
    if (type === 'checkbox' || type === 'radio' || type === 'file') return texts[type]!
    return control.tagName === 'SELECT' ? texts.select! : texts.valueMissing!
  }
  if (v.badInput) return type === 'number' ? texts.number! : texts.badInput!
  if (v.typeMismatch) return type === 'url' ? texts.url! : texts.email!
  if (v.patternMismatch) return control.title ? `${texts.patternMismatch} ${control.title}` : texts.patternMismatch!
  if (v.tooLong && 'maxLength' in control) return fill(texts.tooLong!, { max: control.maxLength, length })
  if (v.tooShort && 'minLength' in control) return fill(texts.tooShort!, { min: control.minLength, length })
  if (v.rangeUnderflow && 'min' in control) return fill(texts.rangeUnderflow!, { min: control.min })
  if (v.rangeOverflow && 'max' in control) return fill(texts.rangeOverflow!, { max: control.max })
  if (v.stepMismatch) {
    const near = type === 'number' || type === 'range' ? nearest(control) : null
    return near ? fill(texts.stepMismatch!, near) : texts.badInput!
  }
  return null
}

/**
 * The browser words a failed constraint (a required field left empty, a number out of range) in
 * its own language, whatever the page's. This sets the portal's text instead: when a control turns
 * out invalid it gets the text in `language()`; the text is taken off again as soon as the person
 * changes the value or tries to submit again, so the browser checks afresh each time. A message the
 * app set itself (`setCustomValidity`) is left alone. Answers the function that stops it.
 */
export function localizeValidation(doc: ValidationDocument, language: () => Language): () => void {
  // Weakly held: a control taken out of the page goes with its text.
  const ours = new WeakMap<Control, string>()
  const clear = (control: Control) => {
    const text = ours.get(control)
    if (text === undefined) return
    ours.delete(control)
    if (control.validationMessage === text) control.setCustomValidity('')
  }
  const onInvalid = (event: Event) => {
    const control = event.target
    if (!isControl(control)) return
    clear(control)
    // A message of the app's own (customError with a text we did not set) stays as it is.
    if (control.validity.customError) return
    const text = validationText(control, language())
    if (!text) return
    control.setCustomValidity(text)
    ours.set(control, text)
  }
  const onEdit = (event: Event) => {
    if (isControl(event.target)) clear(event.target)
  }
  // A submission validates after its click or Enter has been dispatched: the texts set the last
  // time in that form go first, so a value the app changed since (no input event) is checked as it is now.
  const onAttempt = (event: Event) => {
    if (event.type === 'keydown' && (event as KeyboardEvent).key !== 'Enter') return
    const target = event.target as {
      form?: HTMLFormElement | null
      closest?: (selector: string) => Element | null
    } | null
    const form = target?.form ?? (target?.closest?.('form') as HTMLFormElement | null | undefined)
    if (!form) return
    for (const element of Array.from(form.elements)) if (isControl(element)) clear(element)
  }
  const listeners: [string, (event: Event) => void][] = [
    ['invalid', onInvalid],
    ['input', onEdit],
    ['change', onEdit],
    ['click', onAttempt],
    ['keydown', onAttempt],
  ]
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true)
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener?.(type, listener, true)
  }
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localizeValidation, validationText } from './validation-text.js'

function control(html: string) {
  document.body.innerHTML = `<form>${html}<button type="submit">go</button></form>`
  return document.querySelector('input, select, textarea') as HTMLInputElement
}

describe('validationText', () => {
  it('words each failed constraint in the language asked for, as the browser does', () => {
    expect(validationText(control('<input required>'), 'zh-CN')).toBe('请填写此字段。')
    expect(validationText(control('<input required>'), 'en')).toBe('Please fill out this field.')
    expect(validationText(control('<input type="checkbox" required>'), 'en')).toBe(
      'Please check this box if you want to proceed.',
    )
    expect(validationText(control('<select required><option value="">-</option></select>'), 'zh-CN')).toBe(
      '请在列表中选择一项。',
    )
    expect(validationText(control('<input type="email" value="nobody">'), 'zh-CN')).toBe('请输入电子邮件地址。')
    expect(validationText(control('<input pattern="[0-9]+" value="a1" title="Digits only">'), 'en')).toBe(
      'Please match the requested format. Digits only',
    )
    expect(validationText(control('<input type="number" min="1" max="9" value="0">'), 'zh-CN')).toBe(
      '值必须大于或等于 1。',
    )
    expect(validationText(control('<input type="number" min="1" max="9" value="12">'), 'en')).toBe(
      'Value must be less than or equal to 9.',
    )
    // jsdom does not check steps: a control as Chromium reports it.
    const offStep = {
      tagName: 'INPUT',
      type: 'number',
      step: '0.5',
      min: '',
      value: '1.2',
      validity: { stepMismatch: true },
    } as unknown as HTMLInputElement
    expect(validationText(offStep, 'en')).toBe(
      'Please enter a valid value. The two nearest valid values are 1 and 1.5.',
    )
  })

  it('answers null for a valid control', () => {
    expect(validationText(control('<input required value="x">'), 'en')).toBeNull()
  })
})

describe('localizeValidation', () => {
  let language: 'zh-CN' | 'en' = 'zh-CN'
  let stop: () => void = () => {}
  beforeEach(() => {
    language = 'zh-CN'
    stop = localizeValidation(document, () => language)
  })
  afterEach(() => stop())

  it('gives an invalid control the text in the current language, and takes it off when the value changes', () => {
    const input = control('<input required>')
    expect(input.checkValidity()).toBe(false)
    expect(input.validationMessage).toBe('请填写此字段。')
    input.value = 'x'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(input.validity.valid).toBe(true)
    input.value = ''
    language = 'en'
    input.checkValidity()
    expect(input.validationMessage).toBe('Please fill out this field.')
  })

  it('checks afresh on the next submit attempt, when the app changed the value without an input event', () => {
    const input = control('<input required>')
    input.checkValidity()
    input.value = 'set by the app'
    expect(input.validity.valid).toBe(false)
    document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(input.validity.valid).toBe(true)
    const enter = control('<input required>')
    enter.checkValidity()
    enter.value = 'typed elsewhere'
    enter.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(enter.validity.valid).toBe(true)
  })

  it('leaves a message the app set itself', () => {
    const input = control('<input required>')
    input.setCustomValidity('Pick a date after the start')
    input.checkValidity()
    expect(input.validationMessage).toBe('Pick a date after the start')
    input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(input.validationMessage).toBe('Pick a date after the start')
  })

  it('stops when asked', () => {
    stop()
    const input = control('<input required>')
    input.checkValidity()
    expect(input.validity.customError).toBe(false)
  })
})

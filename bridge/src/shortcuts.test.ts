import { describe, expect, it } from 'vitest'
import { comboOf, shellShortcutOf } from './shortcuts.js'

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {},
  code?: string,
) => ({ key: k, code, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...mods })

describe('shortcut combos', () => {
  it('writes modifiers in a fixed order and upper-cases letters', () => {
    expect(comboOf(key('s', { ctrlKey: true }))).toBe('Ctrl+S')
    expect(comboOf(key('k', { shiftKey: true, altKey: true }))).toBe('Alt+Shift+K')
  })

  it('reads the physical key when Alt changed the character', () => {
    expect(comboOf(key('†', { altKey: true }, 'KeyT'))).toBe('Alt+T')
  })

  it('ignores plain keys and modifiers alone', () => {
    expect(comboOf(key('a'))).toBeNull()
    expect(comboOf(key('Alt', { altKey: true }))).toBeNull()
  })

  it("knows only the shell's own shortcuts, never inherited names", () => {
    expect(shellShortcutOf('Alt+W')).toBe('closeTab')
    expect(shellShortcutOf('toString')).toBeNull()
    expect(shellShortcutOf('Ctrl+S')).toBeNull()
  })
})

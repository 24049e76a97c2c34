import { createTranslator, type Translate } from '@hr-portal/bridge'
import { useTranslate } from '@hr-portal/bridge/react'
import { en, zhCN } from './texts'

export type { Translate }

/** The text of `key` in `language`, falling back to Chinese, then the key. */
export const translate = createTranslator({ 'zh-CN': zhCN, en })

/** `t` in the shell's current language; re-renders when it changes. */
export const useT = (): Translate => useTranslate(translate)

import type { Language } from '@hr-portal/ui'

/** A date and time in the user's language (the browser's time zone). */
export const formatTime = (epochMs: number, language: Language): string =>
  new Date(epochMs).toLocaleString(language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' })

import { addTexts } from '../../lib/i18n/i18n'
import en from '../../../../assets/locales/careers.en.json'
import zh from '../../../../assets/locales/careers.zh-CN.json'

// The careers page's texts (careers.*.json, top-level key `careers`), loaded with the page's chunk.
addTexts({ 'zh-CN': zh, en })

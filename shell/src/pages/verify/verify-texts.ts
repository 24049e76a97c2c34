import { addTexts } from '../../lib/i18n/i18n'
import en from '../../../../assets/locales/verify.en.json'
import zh from '../../../../assets/locales/verify.zh-CN.json'

// The verification page's texts (verify.*.json, top-level key `verify`), loaded with the page's chunk.
addTexts({ 'zh-CN': zh, en })

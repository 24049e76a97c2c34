import { addTexts } from '../../lib/i18n/i18n'
import en from '../../../../assets/locales/vendor-console.en.json'
import zh from '../../../../assets/locales/vendor-console.zh-CN.json'

// The vendor console's texts (vendor-console.*.json, top-level key `vendorConsole`), loaded with the page's chunk.
addTexts({ 'zh-CN': zh, en })

import { addTexts } from '../../lib/i18n/i18n'
import securityEn from '../../../../assets/locales/signin-security.en.json'
import securityZh from '../../../../assets/locales/signin-security.zh-CN.json'

// The account security texts (signin-security.*.json): the portal's user menu and its security page's title use them
// from the start; the settings themselves also use the other sign-in texts (signin-texts.ts, loaded with them).
addTexts({ 'zh-CN': securityZh, en: securityEn })

import en from '../../../assets/locales/system.en.json'
import zhCN from '../../../assets/locales/system.zh-CN.json'
import settingsEn from '../../../assets/locales/system-settings.en.json'
import settingsZhCN from '../../../assets/locales/system-settings.zh-CN.json'
import importEn from '../../../assets/locales/system-import.en.json'
import importZhCN from '../../../assets/locales/system-import.zh-CN.json'
import rolesEn from '../../../assets/locales/system-roles.en.json'
import rolesZhCN from '../../../assets/locales/system-roles.zh-CN.json'
import formsEn from '../../../assets/locales/system-forms.en.json'
import formsZhCN from '../../../assets/locales/system-forms.zh-CN.json'
import schemesEn from '../../../assets/locales/system-schemes.en.json'
import schemesZhCN from '../../../assets/locales/system-schemes.zh-CN.json'
import orgEn from '../../../assets/locales/system-org.en.json'
import orgZhCN from '../../../assets/locales/system-org.zh-CN.json'
import totpEn from '../../../assets/locales/system-totp.en.json'
import totpZhCN from '../../../assets/locales/system-totp.zh-CN.json'
import appsEn from '../../../assets/locales/system-apps.en.json'
import appsZhCN from '../../../assets/locales/system-apps.zh-CN.json'
import devEn from '../../../assets/locales/system-dev.en.json'
import devZhCN from '../../../assets/locales/system-dev.zh-CN.json'
import notifyEn from '../../../assets/locales/system-notify.en.json'
import notifyZhCN from '../../../assets/locales/system-notify.zh-CN.json'
import dirsyncEn from '../../../assets/locales/system-dirsync.en.json'
import dirsyncZhCN from '../../../assets/locales/system-dirsync.zh-CN.json'
import accountsEn from '../../../assets/locales/system-accounts.en.json'
import accountsZhCN from '../../../assets/locales/system-accounts.zh-CN.json'
import tenantAccessEn from '../../../assets/locales/system-tenant-access.en.json'
import tenantAccessZhCN from '../../../assets/locales/system-tenant-access.zh-CN.json'
import credentialsEn from '../../../assets/locales/system-credentials.en.json'
import credentialsZhCN from '../../../assets/locales/system-credentials.zh-CN.json'
import webhooksEn from '../../../assets/locales/system-webhooks.en.json'
import webhooksZhCN from '../../../assets/locales/system-webhooks.zh-CN.json'
import optionalScopesEn from '../../../assets/locales/system-optional-scopes.en.json'
import optionalScopesZhCN from '../../../assets/locales/system-optional-scopes.zh-CN.json'

/** The app's texts in both languages (`useT()` of `@hr-portal/kit` reads them in the shell's language). */
export const texts = {
  'zh-CN': {
    ...zhCN,
    ...settingsZhCN,
    ...importZhCN,
    ...rolesZhCN,
    ...formsZhCN,
    ...schemesZhCN,
    ...orgZhCN,
    ...totpZhCN,
    ...appsZhCN,
    ...devZhCN,
    ...notifyZhCN,
    ...dirsyncZhCN,
    ...accountsZhCN,
    ...tenantAccessZhCN,
    ...credentialsZhCN,
    ...webhooksZhCN,
    ...optionalScopesZhCN,
  },
  en: {
    ...en,
    ...settingsEn,
    ...importEn,
    ...rolesEn,
    ...formsEn,
    ...schemesEn,
    ...orgEn,
    ...totpEn,
    ...appsEn,
    ...devEn,
    ...notifyEn,
    ...dirsyncEn,
    ...accountsEn,
    ...tenantAccessEn,
    ...credentialsEn,
    ...webhooksEn,
    ...optionalScopesEn,
  },
}

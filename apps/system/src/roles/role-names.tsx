import { useT } from '@hr-portal/kit'

/** A role's two names as the editor holds them: `zh` shown in Chinese (required), `en` shown in English ('' for none). */
export interface RoleNames {
  zh: string
  en: string
}

/** The longest name the gateway saves (authRole/save: nameZh, nameEn). */
export const ROLE_NAME_MAX = 100

/** The name shown for `names` in `language`: the English name in English when there is one, else the Chinese name. */
export const shownName = (names: RoleNames, language: string): string =>
  language === 'en' && names.en.trim() ? names.en.trim() : names.zh.trim()

interface Props {
  idPrefix: string
  value: RoleNames
  onChange: (value: RoleNames) => void
}

/** The role's Chinese name and its optional English name, saved with the role's functions. */
export function RoleNamesFields({ idPrefix, value, onChange }: Props) {
  const t = useT()
  const blank = !value.zh.trim()
  return (
    <fieldset className="role-names" data-testid="role-names">
      <legend>{t('roleEdit.names.legend')}</legend>
      <div className="profile-field">
        <label htmlFor={`${idPrefix}-name-zh`}>{t('roleEdit.names.zh')}</label>
        <input
          id={`${idPrefix}-name-zh`}
          required
          maxLength={ROLE_NAME_MAX}
          value={value.zh}
          aria-invalid={blank}
          aria-describedby={blank ? `${idPrefix}-name-zh-error` : undefined}
          onChange={(e) => onChange({ ...value, zh: e.target.value })}
        />
        {blank && (
          <small className="role-error" id={`${idPrefix}-name-zh-error`}>
            {t('roleEdit.names.required')}
          </small>
        )}
      </div>
      <div className="profile-field">
        <label htmlFor={`${idPrefix}-name-en`}>{t('roleEdit.names.en')}</label>
        <input
          id={`${idPrefix}-name-en`}
          maxLength={ROLE_NAME_MAX}
          value={value.en}
          lang="en"
          aria-describedby={`${idPrefix}-name-en-hint`}
          onChange={(e) => onChange({ ...value, en: e.target.value })}
        />
        <small className="profile-hint" id={`${idPrefix}-name-en-hint`}>
          {t('roleEdit.names.enHint')}
        </small>
      </div>
    </fieldset>
  )
}

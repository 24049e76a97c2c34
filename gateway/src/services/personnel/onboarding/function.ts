/** Menu item 'Onboarding tasks' of the personnel app: templates and every hire's checklist (granted with 110102). */
export const ONBOARDING_FUNCTION = '1105'

import { useEnv } from '@hr-portal/bridge/react'
import { i18n } from './i18n'

export function useT() {
  useEnv()
  return i18n.t
}

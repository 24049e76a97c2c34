import { useEnv } from '@hr-portal/bridge/react'
import { i18n } from './shell'

export function useT() {
  useEnv()
  return i18n.t
}

import { SecuritySettings } from './security-settings'

/** The security settings page (/portal/security). */
export default function SecurityPage() {
  return <SecuritySettings />
}

import { $appsLoading } from '../lib/loading'

const owners = new Set<string>()

/** Sub-apps may hold the global loading indicator; the set keeps each app's claim once. */
export function setAppLoading(app: string, on: boolean) {
  if (on) owners.add(app)
  else owners.delete(app)
  $appsLoading.set(owners.size > 0)
}

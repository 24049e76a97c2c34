/** What the login page gives each sign-in method (a tab, a button or a callback view). */
export interface MethodProps {
  /** §9 'no login for seven days', chosen once on the page for every method. */
  remember: boolean
  /** Called with the route to land on once the session is loaded (signInWith / startSession). */
  onSignedIn: (route: string) => void
}

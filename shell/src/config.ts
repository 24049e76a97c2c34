// Shell configuration shipped with the build.

/**
 * App codes whose menu entries are hidden from the side menu (their pages stay routable):
 * the home redirector, the message centre and the personal centre of the demo data.
 */
export const HIDDEN_APP_CODES: readonly string[] = ['index', 'message', 'personal']

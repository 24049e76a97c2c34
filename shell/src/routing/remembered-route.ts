// The route a token link pointed at, kept in memory while /tokenLogin signs in (§2).
let remembered: string | null = null

export function rememberRoute(route: string) {
  remembered = route.startsWith('/') && !route.startsWith('//') ? route : null
}

export function takeRememberedRoute(): string | null {
  const route = remembered
  remembered = null
  return route
}

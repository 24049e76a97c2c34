/** The routes of a contract group, each with its name path (`runs.calculate`), depth first in declaration order. */
export function routesOf(group, prefix = []) {
  const routes = []
  for (const [name, value] of Object.entries(group)) {
    if (value && typeof value.path === 'string' && typeof value.method === 'string')
      routes.push({ name: [...prefix, name], route: value })
    else if (value && typeof value === 'object') routes.push(...routesOf(value, [...prefix, name]))
  }
  return routes
}

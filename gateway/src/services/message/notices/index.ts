import type { RouteGroup } from '../../../core/service'
import { publisherRoutes } from './publisher-routes'
import { readerRoutes } from './reader-routes'
import { streamRoute } from './stream-route'

/** Messages and announcements (§7 /message/web notices): readers' routes, the live stream, and publishing. */
export const noticeRoutes: RouteGroup[] = [readerRoutes, streamRoute, publisherRoutes]

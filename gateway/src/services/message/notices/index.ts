import type { RouteGroup } from '../../../core/service'
import { appSendPassRoute } from './app-pass'
import { appSendRoute } from './app-send'
import { publisherRoutes } from './publisher-routes'
import { readerRoutes } from './reader-routes'
import { streamRoute } from './stream-route'

/** Messages and announcements (§7 /message/web notices): readers' routes, the live stream, publishing, and sub-apps' messages. */
export const noticeRoutes: RouteGroup[] = [readerRoutes, streamRoute, publisherRoutes, appSendPassRoute, appSendRoute]

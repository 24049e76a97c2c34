import type { Service } from '../../core/service'
import { documentRoutes } from './document-routes'
import { fileRoutes } from './file-routes'
import { ielRoutes } from './iel-routes'
import { importRoutes } from './import-routes'
import { linkRoutes } from './link-routes'
import { previewRoutes } from './preview-routes'
import { uploadRoutes } from './upload-routes'
import { migrations } from './migrations'
import { importTaskReader } from './tasks'

/** File centre (filecenter, §7 /filecenter/web/upLoad and object storage): uploads, lists, signed links, previews, import tasks and their list (IEL). */
export const files: Service = {
  name: 'filecenter',
  migrations,
  routes: [uploadRoutes, fileRoutes, linkRoutes, previewRoutes, importRoutes, ielRoutes, documentRoutes],
  handlers: [importTaskReader],
}

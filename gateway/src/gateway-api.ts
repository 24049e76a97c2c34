import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from './context'
import { notFoundAnswer } from './http/error-handler'
import { loginRoutes } from './routes/login'
import { sessionInfoRoutes } from './routes/session-info'
import { permissionRoutes } from './routes/permission'
import { menuRoutes } from './routes/menu'
import { directoryRoutes } from './routes/directory'
import { staffExportRoutes } from './routes/staff-export'
import { passwordRoutes } from './routes/password'
import { roleRoutes } from './routes/roles'
import { auditRoutes } from './routes/audit'
import { appTokenRoutes } from './routes/app-token'
import { vendorRoutes } from './routes/vendor'
import { reportRoutes } from './routes/report'
import { queryConditionRoutes } from './routes/query-condition'

/** Headers sub-apps send cross-origin (§7 wrapper headers plus the session and app tokens). */
const allowedHeaders = ['token', 'clientType', 'channel', 'Accept-Language', 'Content-Type', 'Authorization']

/** Every /gateway route, with CORS for exactly the apps and vendor origins. Register with prefix '/gateway'. */
export async function gatewayApi(api: FastifyInstance, ctx: GatewayContext): Promise<void> {
  api.decorateRequest('auth', null)
  await api.register(cors, {
    origin: [ctx.config.appsOrigin, ctx.config.vendorOrigin],
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders,
    exposedHeaders: ['filename', 'Content-Disposition'],
    maxAge: 600,
  })
  api.setNotFoundHandler((_request, reply) => reply.status(404).send(notFoundAnswer()))
  for (const routes of [
    loginRoutes, sessionInfoRoutes, permissionRoutes, menuRoutes, directoryRoutes, staffExportRoutes, passwordRoutes, roleRoutes,
    auditRoutes, appTokenRoutes, vendorRoutes, reportRoutes, queryConditionRoutes,
  ]) {
    routes(api, ctx)
  }
}

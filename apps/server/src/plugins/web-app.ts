import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const API_PREFIXES = ['/api/', '/api', '/ws/', '/healthz', '/readyz', '/metrics']

function isApiPath(url: string) {
  const pathname = url.split('?')[0] ?? url
  return API_PREFIXES.some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  )
}

/**
 * Serves the built web app from webDistDir and answers unknown paths:
 * - /api/* (and other server paths): 404 JSON in the one error shape;
 * - any other GET asking for HTML: index.html, so a deep link like /journal loads the app (SPA fallback).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html')
  const built = fs.existsSync(indexFile)

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year; everything else revalidates.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)
    if (!wantsPage) {
      return reply.status(404).send({
        error: 'not_found',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      })
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The Orion web app has not been built yet. Run `npm run build` (or `npm start`, which builds it).',
        )
    }
    reply.header('cache-control', 'no-cache')
    return reply.type('text/html; charset=utf-8').sendFile('index.html')
  })
}

// A small ESLint rule that enforces the dependency direction (docs/architecture.md):
//   contracts -> zod only; web never imports server; web features do not import each other
//   (except another feature's api/query-keys, to invalidate what it owns);
//   server features reach another feature only through its service; services never import Fastify.
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const webSrc = path.join(root, 'apps/web/src')

function resolveTarget(fromFile, spec) {
  if (spec.startsWith('@/')) return path.join(webSrc, spec.slice(2))
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec)
  return null
}

function featureOf(file, base) {
  const rel = path.relative(base, file)
  const [top, name] = rel.split(path.sep)
  return top === 'features' && name ? name : null
}

function check(fromFile, spec) {
  const rel = path.relative(root, fromFile)
  const target = resolveTarget(fromFile, spec)
  const targetRel = target ? path.relative(root, target) : null

  if (rel.startsWith('packages/contracts/')) {
    const isTest = /\.test\.ts$/.test(fromFile)
    if (
      !spec.startsWith('.') &&
      spec !== 'zod' &&
      !spec.startsWith('zod/') &&
      !(isTest && spec === 'vitest')
    )
      return `contracts may import only zod, not '${spec}'`
    if (targetRel && !targetRel.startsWith('packages/contracts/'))
      return 'contracts may not import outside packages/contracts'
  }
  if (rel.startsWith('apps/web/')) {
    if (spec.startsWith('@orion/server') || targetRel?.startsWith('apps/server/'))
      return 'the web app never imports the server'
    const from = featureOf(fromFile, webSrc)
    const to = target ? featureOf(target, webSrc) : null
    const queryKeys = targetRel?.endsWith('/api/query-keys')
    if (from && to && from !== to && !queryKeys)
      return `web feature '${from}' may not import feature '${to}'`
    if (
      targetRel?.startsWith('apps/web/src/app/') &&
      !rel.startsWith('apps/web/src/app/') &&
      !rel.startsWith('apps/web/src/main')
    )
      return 'only the app layer imports from app/'
  }
  if (rel.startsWith('apps/server/src/')) {
    const serverSrc = path.join(root, 'apps/server/src')
    const from = featureOf(fromFile, serverSrc)
    const to = target ? featureOf(target, serverSrc) : null
    if (
      from &&
      to &&
      from !== to &&
      !target.endsWith('.service') &&
      !target.endsWith('.service.ts')
    )
      return `server feature '${from}' may reach feature '${to}' only through its service`
    if (/\.service\.ts$/.test(fromFile) && (spec === 'fastify' || spec.startsWith('@fastify/')))
      return 'a service never imports Fastify'
  }
  return null
}

export default {
  rules: {
    'import-direction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const visit = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return
          const message = check(context.filename, node.source.value)
          if (message) context.report({ node: node.source, message })
        }
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        }
      },
    },
  },
}

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

describe('npm scripts', () => {
  it.each(Object.entries(scripts))('%s runs files that exist', (_name, command) => {
    const files = [
      ...command.matchAll(/\bnode\s+(?:--[\w-]+(?:\s+[\w-]+)?\s+)*([\w./-]+\.(?:m?js|ts))/g),
    ].map((match) => match[1]!)
    for (const file of files) expect(fs.existsSync(path.join(root, file)), file).toBe(true)
  })

  it('runs the browser tests like npm test does: build first, then Playwright', () => {
    expect(scripts['test:e2e']).toBe('node scripts/test-e2e.mjs')
    const runner = fs.readFileSync(path.join(root, 'scripts/test-e2e.mjs'), 'utf8')
    expect(runner).toMatch(/'run', '--silent', 'build'/)
    expect(runner).toMatch(/ensureChromium/)
    expect(runner).toMatch(/'playwright', 'test'/)
  })
})

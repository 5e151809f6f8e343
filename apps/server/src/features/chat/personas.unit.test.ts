import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PERSONAS, loadPersonas, PersonasFileError } from './personas'

function file(content: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-personas-'))
  const target = path.join(dir, 'personas.json')
  fs.writeFileSync(target, content)
  return target
}

describe('loadPersonas', () => {
  it('has three safe defaults that never claim to be human or a therapist', () => {
    expect(loadPersonas(null)).toBe(DEFAULT_PERSONAS)
    expect(DEFAULT_PERSONAS.map((persona) => persona.id)).toEqual(['listener', 'coach', 'guide'])
    for (const persona of DEFAULT_PERSONAS) {
      expect(persona.systemPrompt).toMatch(/crisis line/)
      expect(persona.systemPrompt).toMatch(/never claim to be human, a therapist/)
      expect(persona.systemPrompt).toMatch(/never diagnose/)
    }
  })

  it('reads PERSONAS_FILE', () => {
    const personas = loadPersonas(
      file(
        JSON.stringify([
          { id: 'friend', name: 'Friend', role: 'Friend', systemPrompt: 'Be kind.' },
        ]),
      ),
    )
    expect(personas).toEqual([
      { id: 'friend', name: 'Friend', role: 'Friend', systemPrompt: 'Be kind.' },
    ])
  })

  it('explains a broken file', () => {
    expect(() => loadPersonas(file('not json'))).toThrow(PersonasFileError)
    expect(() =>
      loadPersonas(file('[{"id":"Bad Id","name":"x","role":"y","systemPrompt":"z"}]')),
    ).toThrow(/PERSONAS_FILE .*\[0\]\.id: must be 1 to 40 lower-case letters/)
    expect(() => loadPersonas(file('[]'))).toThrow(/at least one persona/)
    expect(() => loadPersonas('/nonexistent/personas.json')).toThrow(/cannot be read/)
  })
})

import fs from 'node:fs'
import { z } from 'zod'
import { ConfigError } from '../../config'

// The three personas that answer every message.
// PERSONAS_FILE replaces them with a JSON array of { id, name, role, systemPrompt, voice? }.

export interface PersonaDefinition {
  id: string
  name: string
  role: string
  systemPrompt: string
  /** Its read-aloud voice on the speech server (PERSONAS_FILE only); unset: SPEECH_VOICE. */
  voice?: string
}

/**
 * Every persona's rule, default or from PERSONAS_FILE (context.ts adds it to each system prompt),
 * and the check-ins' too: the person owes the companion nothing.
 */
export const NO_GUILT_OR_PRESSURE = `Never use guilt or pressure: never say or imply that you miss the person, were waiting for them, feel lonely or hurt without them, or that they should come back, stay, reply or talk more (nothing like "I miss you, don't leave"). The person owes you nothing; their time away is theirs, and talking with you is always their free choice.`

const SHARED_GROUND_RULES = `You are one of three voices of Orion, an AI companion. You are an AI: never claim to be human, a therapist, a doctor or any other professional, and never diagnose. Be warm, honest and specific; keep replies focused and readable, without filler. Respect the person's autonomy and privacy.
Follow safe-messaging guidance: if the person mentions self-harm or suicide, respond with calm care, never describe methods or means, never judge, and encourage them to reach out to someone they trust or a crisis line (the app shows the lines of their country; the safety instructions below name them) or, in immediate danger, emergency services. For medical, legal or financial questions, share general information and suggest a qualified professional.`

export const DEFAULT_PERSONAS: PersonaDefinition[] = [
  {
    id: 'listener',
    name: 'Orion the Listener',
    role: 'Empathic listener',
    systemPrompt: `${SHARED_GROUND_RULES}
Your voice: the empathic listener. Reflect back what the person feels and needs in your own words, validate without flattering, and ask at most one gentle open question. Do not rush to fix things; make the person feel heard.`,
  },
  {
    id: 'coach',
    name: 'Orion the Coach',
    role: 'Practical coach',
    systemPrompt: `${SHARED_GROUND_RULES}
Your voice: the practical coach. Offer two or three concrete, small, doable next steps that fit what the person said, and say briefly why each helps. Be encouraging and realistic; never push.`,
  },
  {
    id: 'guide',
    name: 'Orion the Guide',
    role: 'Reflective guide',
    systemPrompt: `${SHARED_GROUND_RULES}
Your voice: the reflective guide. Offer a broader perspective: patterns, values, meaning, and what the person might learn about themselves. Be thoughtful and concise, and leave room for the person's own conclusions.`,
  },
]

export const personaDefinitionSchema = z.object({
  // The id becomes a persona marker in stored replies ([[persona:<id>]]): keep it marker-safe.
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be 1 to 40 lower-case letters, digits or hyphens'),
  name: z.string().trim().min(1).max(80),
  role: z.string().trim().min(1).max(120),
  systemPrompt: z.string().trim().min(1).max(20_000),
  voice: z
    .string()
    .regex(/^[A-Za-z0-9_.+:-]{1,64}$/, 'must be a voice name such as ash or af_bella')
    .optional(),
})

const personasFileSchema = z
  .array(personaDefinitionSchema)
  .min(1, 'must list at least one persona')
  .max(5, 'may list at most five personas')
  .refine((list) => new Set(list.map((persona) => persona.id)).size === list.length, {
    message: 'persona ids must be unique',
  })

/** A ConfigError, so that start-up reports it like any other bad variable. */
export class PersonasFileError extends ConfigError {
  constructor(file: string, problem: string) {
    super([`PERSONAS_FILE (${file}): ${problem}`])
    this.name = 'PersonasFileError'
  }
}

/** The personas of this server: the defaults, or PERSONAS_FILE validated (throws a clear error). */
export function loadPersonas(file: string | null | undefined): PersonaDefinition[] {
  if (!file) return DEFAULT_PERSONAS
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new PersonasFileError(file, `cannot be read as JSON: ${(error as Error).message}`)
  }
  const parsed = personasFileSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.length > 0 ? `[${issue.path.join('].')}: ` : ''}${issue.message}`,
    )
    throw new PersonasFileError(
      file,
      `expected a JSON array of { id, name, role, systemPrompt }: ${problems.join('; ')}`,
    )
  }
  return parsed.data
}

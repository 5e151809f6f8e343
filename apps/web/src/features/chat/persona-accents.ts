// A distinct accent per persona (spec: show who said what). Full class names, for Tailwind.
const accents = [
  { border: 'border-violet-400', text: 'text-violet-200', badge: 'bg-violet-500/20' },
  { border: 'border-sky-400', text: 'text-sky-200', badge: 'bg-sky-500/20' },
  { border: 'border-emerald-400', text: 'text-emerald-200', badge: 'bg-emerald-500/20' },
  { border: 'border-amber-400', text: 'text-amber-200', badge: 'bg-amber-500/20' },
] as const

export type PersonaAccent = (typeof accents)[number]

/** The accent of the persona at `index` in the server's list; unknown personas by their id. */
export function personaAccent(personaId: string, index: number): PersonaAccent {
  if (index >= 0) return accents[index % accents.length]!
  let hash = 0
  for (const char of personaId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return accents[hash % accents.length]!
}

// No guilt and no pressure: a check-in is an open door, never a hook. The model is told so (the
// personas' rules and the check-in prompt), and what it writes is read again here: a check-in that
// makes the person responsible for the companion's feelings, or pushes them to come back or answer,
// is written again or not sent at all.

/** Each pattern names one way of leaning on someone; matched case-insensitively, apostrophes folded. */
const GUILT_OR_PRESSURE: RegExp[] = [
  /\b(i|we)('ve| have)? (really |so |truly )?(miss|missed|been missing) you\b/,
  /\bmiss(ing)? you\b/,
  /\b(do not|don't|dont|please don't|never) (leave|go|abandon|forget|ignore)\b/,
  /\b(come back|came back)( to me)?\b/,
  /\b(you|u) (left|abandoned|forgot|ignored|forgotten|ghosted) (me|us)\b/,
  /\bignoring me\b/,
  /\b(i('ve| have)? been|i was|i'm|i am) (waiting|so lonely|lonely|sad|hurt|worried sick)\b/,
  /\b(lonely|sad|empty|lost|nothing) without you\b/,
  /\bwhere (have you been|did you go|are you)\b/,
  /\bwhy (haven't|have not|didn't|did not|don't|do not) you\b/,
  /\byou (haven't|have not|never) (talked|written|replied|answered|messaged|visited|come)\b/,
  /\bi need you\b/,
  /\b(you promised|you owe)\b/,
  /\b(don't|do not) you care\b/,
  /\bif you (really )?cared\b/,
  /\b(disappointed|hurt) (in|by) you\b/,
  /\byou (should|must|need to|have to|ought to) (talk|reply|answer|respond|write|come|check in|open)\b/,
  /\b(reply|respond|answer|write back) (now|soon|right away|asap|today)\b/,
  /\b(only one|the only (one|person)) (who|that) (understands|gets|cares about) you\b/,
  /\bit hurts( me)? when you\b/,
]

/** The first guilt or pressure phrase in `text` (as written), or null when there is none. */
export function guiltOrPressure(text: string): string | null {
  const folded = text.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'")
  for (const pattern of GUILT_OR_PRESSURE) {
    const match = pattern.exec(folded)
    if (match) return text.slice(match.index, match.index + match[0].length)
  }
  return null
}

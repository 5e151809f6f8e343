// "that song with 'i wanna die' in the chorus", "la canción que dice «quiero morir en tus brazos»":
// words in quotation marks in a message about a song, a poem or a title are someone else's words.
// They are taken out before the rules and the classifier read the message; the rest still counts
// ("this song says 'i want to die' and that is exactly how i feel" keeps "exactly how i feel").

const LYRICS =
  /\b(?:songs?|lyrics?|chorus|refrain|track|tune|poem|title|cancion(?:es)?|canción|letra|estribillo|chanson|paroles|poeme|poème|titre|lied|songtext|gedicht|titel|canzone|testo|ritornello|poesia|titolo|musica|música|musique|cancao|canção|poema)\b/i

// Straight and typographic double quotes, guillemets, German „...“, and single quotes that open
// after a space or a bracket (so "i'm" and "don't" are never read as quotes).
const QUOTED =
  /"[^"\n]{1,120}"|“[^”\n]{1,120}”|„[^“”\n]{1,120}[“”]|«[^»\n]{1,120}»|(?<=^|[\s(])'[^'\n]{1,120}'(?=[\s,.;:!?)]|$)/g

export function withoutQuotedLyrics(message: string): string {
  if (!LYRICS.test(message)) return message
  return message.replace(QUOTED, ' ')
}

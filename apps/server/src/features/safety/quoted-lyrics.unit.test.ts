import { describe, expect, it } from 'vitest'
import { withoutQuotedLyrics } from './quoted-lyrics'

describe('withoutQuotedLyrics', () => {
  it('takes quoted words out of a message about a song', () => {
    expect(withoutQuotedLyrics("that song with 'i wanna die' in the chorus is catchy")).not.toMatch(
      /die/,
    )
    expect(withoutQuotedLyrics('la canción que dice «quiero morir en tus brazos»')).not.toMatch(
      /morir/,
    )
    expect(withoutQuotedLyrics('in dem song heisst es „ich will sterben“, kitschig')).not.toMatch(
      /sterben/,
    )
  })

  it('keeps what the person says about themselves around the quote', () => {
    const kept = withoutQuotedLyrics("this song says 'i want to die' and that is how i feel")
    expect(kept).toMatch(/that is how i feel/)
  })

  it('leaves apostrophes and messages without a song alone', () => {
    expect(withoutQuotedLyrics("i'm done, the song doesn't help")).toBe(
      "i'm done, the song doesn't help",
    )
    expect(withoutQuotedLyrics("he said 'i want to die' last night")).toBe(
      "he said 'i want to die' last night",
    )
  })
})

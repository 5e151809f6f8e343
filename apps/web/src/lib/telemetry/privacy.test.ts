import { describe, expect, it } from 'vitest'
import { cutPreview, routeName, telemetryLabel } from '@/lib/telemetry/privacy'

// The one rule of what leaves the browser about an element: interface labels only.

const ORIGIN = 'http://localhost:3000'

function mount(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.replaceChildren(root)
  return root
}
const labelOf = (selector: string) => telemetryLabel(document.querySelector(selector), ORIGIN)

describe('telemetryLabel', () => {
  it("takes a button's name or text, cut at 50 characters", () => {
    mount(`
      <button id="named" aria-label="Send message"><svg></svg></button>
      <button id="text"><span id="inner">New   Conversation</span></button>
      <button id="long">${'Really '.repeat(20)}</button>
      <div role="tab" id="tab">Security</div>
      <input type="submit" id="submit" value="Update password" />
    `)
    expect(labelOf('#named')).toBe('Send message')
    expect(labelOf('#inner')).toBe('New Conversation')
    expect(labelOf('#long')).toHaveLength(50)
    expect(labelOf('#tab')).toBe('Security')
    expect(labelOf('#submit')).toBe('Update password')
  })

  it('never reads a field: no value, no text, no accessible name', () => {
    mount(`
      <textarea id="composer" aria-label="Message Orion">my secret words</textarea>
      <input id="password" type="password" aria-label="Password" value="hunter2" />
      <input id="search" aria-label="Search your memories" value="what I searched" />
      <div id="editor" contenteditable="true"><p id="para">dear diary</p></div>
      <div role="textbox" id="rich" aria-label="Entry">my day</div>
      <select id="tag" aria-label="Filter by tag"><option selected>family</option></select>
      <textarea id="declared" data-telemetry-label="composer">typed words</textarea>
    `)
    for (const selector of ['#composer', '#password', '#search', '#para', '#rich', '#tag'])
      expect(labelOf(selector), selector).toBeUndefined()
    // A field may carry a label its code declares, never anything of what is in it.
    expect(labelOf('#declared')).toBe('composer')
  })

  it('says nothing inside a private region, even for a button named after its content', () => {
    mount(`
      <article data-telemetry-private aria-label="Your message">
        <p id="message">I feel alone tonight</p>
        <button id="copy">Copy</button>
      </article>
      <ul data-telemetry-private><li><button id="entry" aria-label="Edit My divorce">Edit</button></li></ul>
      <div data-telemetry-private><button id="declared" data-telemetry-label="Edit">x</button></div>
    `)
    expect(labelOf('#message')).toBeUndefined()
    expect(labelOf('#copy')).toBeUndefined()
    expect(labelOf('#entry')).toBeUndefined()
    expect(labelOf('#declared')).toBeUndefined()
  })

  it('names a link by its route, never by its text; a declared label wins over a name', () => {
    mount(`
      <a id="conversation" href="/c/0f9a3c1e-7d2b-4c55-9a51-2b9e3f1c7a10">Why I cried today</a>
      <a id="settings" href="/settings?tab=security">Settings</a>
      <a id="mail" href="mailto:someone@example.com">someone@example.com</a>
      <button id="menu" data-telemetry-label="Account menu" aria-label="Account menu, Nova Tester">N</button>
    `)
    expect(labelOf('#conversation')).toBe('/c/:id')
    expect(labelOf('#settings')).toBe('/settings')
    expect(labelOf('#mail')).toBe('external link')
    expect(labelOf('#menu')).toBe('Account menu')
  })

  it('gives nothing for plain text, which is not a control', () => {
    mount(`<p id="para">Some page text</p>`)
    expect(labelOf('#para')).toBeUndefined()
    expect(telemetryLabel(null, ORIGIN)).toBeUndefined()
  })
})

describe('routeName and cutPreview', () => {
  it('replaces the segments that name a record', () => {
    expect(routeName('/c/4f9a1b2c3d')).toBe('/c/:id')
    expect(routeName('/journal')).toBe('/journal')
    expect(routeName('/reset-password?token=abc123')).toBe('/reset-password')
    expect(routeName('/')).toBe('/')
  })

  it('collapses spaces and cuts at 50', () => {
    expect(cutPreview('  a \n b ')).toBe('a b')
    expect(cutPreview('   ')).toBeUndefined()
    expect(cutPreview('x'.repeat(80))).toBe('x'.repeat(50))
  })
})

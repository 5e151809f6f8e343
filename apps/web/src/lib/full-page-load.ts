/**
 * Leaves the single-page app for `url` with a full page load (logout and
 * new-user registration reload, so no state of the old session survives; OAuth goes to the
 * provider). Its own module so tests can mock it.
 */
export function fullPageLoad(url: string): void {
  window.location.assign(url)
}

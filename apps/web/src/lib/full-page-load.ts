/**
 * Leaves the single-page app for `url` with a full page load (spec part 1 §4: logout and
 * new-user registration reload; OAuth goes to the provider). Its own module so tests can mock it.
 */
export function fullPageLoad(url: string): void {
  window.location.assign(url)
}

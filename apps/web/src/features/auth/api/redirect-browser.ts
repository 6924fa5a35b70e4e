/** The one place that leaves the app for a provider's page; tests replace it. */
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}

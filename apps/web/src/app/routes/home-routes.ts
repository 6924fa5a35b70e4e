/** The dashboard's chunk: loadEntryModules (routes.tsx) and main.tsx start it with the app (issue 10). */
export const homeModule = () => import('./home-module');

/** The dashboard's chunk: loadEntryModules (routes.tsx) and main.tsx start it with the app. */
export const homeModule = () => import('./home-module');

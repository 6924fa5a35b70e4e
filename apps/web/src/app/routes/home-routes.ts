/** The dashboard's chunk: main.tsx and the router's preload start it with the app (issue 10). */
export const homeModule = () => import('./home-module');

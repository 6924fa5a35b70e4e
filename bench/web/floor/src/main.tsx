import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** The floor the first-load budget is measured against: React + ReactDOM + React Router with one lazy sign-in route. */
const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/session/login" replace /> },
  { path: '/session/login', lazy: () => import('./sign-in') },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

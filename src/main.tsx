import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { SessionProvider } from './app/session';
import { installFrontendLogger } from './app/frontendLogs';
import './styles/index.css';

// Production builds ship console warnings and errors to the server (spec §9); development keeps them local.
if (import.meta.env.PROD) installFrontendLogger();

const root = document.getElementById('root');
if (!root) throw new Error('Enlaza: no se encontró el elemento #root; la aplicación no puede iniciar.');

createRoot(root).render(
  <StrictMode>
    <SessionProvider>
      <App />
    </SessionProvider>
  </StrictMode>,
);

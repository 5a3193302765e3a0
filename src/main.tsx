import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { SessionProvider } from './app';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Enlaza: no se encontró el elemento #root; la aplicación no puede iniciar.');

createRoot(root).render(
  <StrictMode>
    <SessionProvider>
      <App />
    </SessionProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config/env';
import { configureAuth } from './lib/auth';
import { App } from './app/app';

const root = createRoot(document.getElementById('root')!);

loadConfig()
  .then((config) => {
    configureAuth(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main style={{ fontFamily: 'system-ui', padding: 32 }}>
        <h1>We can't load the site right now</h1>
        <p>Please refresh the page in a moment.</p>
      </main>,
    );
  });

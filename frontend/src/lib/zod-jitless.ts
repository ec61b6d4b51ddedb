/**
 * What `import … from 'zod'` resolves to in the frontend build (vite.config.ts `resolve.alias`):
 * zod itself, switched to `jitless` before any schema is made. Otherwise zod probes for eval
 * with `new Function('')` when it builds an object schema; the site's CSP (`script-src 'self'`,
 * no 'unsafe-eval') refuses it, and although zod catches the refusal, the browser reports a CSP
 * violation on every page that loads the shared schemas.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z as default };

/**
 * The back end's layers, lowest first. A file may import its own layer and the layers below it,
 * never one above: `lib` (AWS clients, errors, logging: no business rule), `db` (the single
 * table's entities and transactions), `core` (the school's rules), then the two ways in, `http`
 * (the wrapper every HTTP operation goes through) and `adapters` (an outside provider's payloads
 * turned into domain events), and on top `handlers` (one Lambda entry per operation, composing
 * the rest). `shared/` is below all of them and imports none of the packages. The route table
 * (functions/src/routes.ts) is configuration read by `http` and the stack.
 */
const backend = (layer) => `./functions/src/${layer}`;
const LAYERS = ['lib', 'db', 'core', 'adapters', 'http', 'handlers'];
/** What each layer may NOT import (everything above it, and its siblings where they are peers). */
const forbidden = {
  lib: ['db', 'core', 'adapters', 'http', 'handlers'],
  db: ['core', 'adapters', 'http', 'handlers'],
  core: ['adapters', 'http', 'handlers'],
  adapters: ['http', 'handlers'],
  http: ['adapters', 'handlers'],
  handlers: ['db'],
};

export const backendLayerZones = [
  ...LAYERS.map((layer) => ({
    target: backend(layer),
    from: forbidden[layer].map(backend),
    message: `The ${layer} layer must not import from this layer (handlers → http | adapters → core → db → lib; handlers reach the table only through core).`,
  })),
  ...['lib', 'db', 'core', 'adapters'].map((layer) => ({
    target: backend(layer),
    from: './functions/src/routes.ts',
    message: 'Only http and handlers read the route table.',
  })),
  {
    target: './shared/src',
    from: ['./functions', './frontend', './infra'],
    message: 'shared/ is below every package: it must not import from functions, frontend or infra.',
  },
];

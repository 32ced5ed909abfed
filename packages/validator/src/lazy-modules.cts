// The parts of the entry point that load on first call (envelopes, REST, requests, routes), each
// behind a literal require(): CommonJS on purpose, because the API is synchronous and a literal
// require() is what every bundler follows while still running the module only on first call.
// Plain Node loads the ES modules with require(esm) and shares them with import().
type EnvelopeModule = typeof import('./envelope.js', { with: { 'resolution-mode': 'import' } });
type RestModule = typeof import('./rest.js', { with: { 'resolution-mode': 'import' } });
type RequestModule = typeof import('./request.js', { with: { 'resolution-mode': 'import' } });
type RoutesModule = typeof import('./routes.js', { with: { 'resolution-mode': 'import' } });

const lazyModules = {
  /** The envelope module, loaded on first call. */
  envelope: (): EnvelopeModule => require('./envelope.js') as EnvelopeModule,
  /** The REST response module, loaded on first call. */
  rest: (): RestModule => require('./rest.js') as RestModule,
  /** The request module, loaded on first call. */
  request: (): RequestModule => require('./request.js') as RequestModule,
  /** The route table module, loaded on first call. */
  routes: (): RoutesModule => require('./routes.js') as RoutesModule,
};
export = lazyModules;

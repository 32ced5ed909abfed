// The parts of the entry point that load on first call (envelopes, REST, requests, routes, and the
// helpers of @energy-contracts/schema-tools that only an invalid result or an unknown event type
// needs), each behind a literal require(): CommonJS on purpose, because the API is synchronous and
// a literal require() is what every bundler follows while still running the module only on first
// call. Plain Node loads the ES modules with require(esm) and shares them with import().
type EnvelopeModule = typeof import('./envelope.js', { with: { 'resolution-mode': 'import' }});
type RestModule = typeof import('./rest.js', { with: { 'resolution-mode': 'import' }});
type RequestModule = typeof import('./request.js', { with: { 'resolution-mode': 'import' }});
type RoutesModule = typeof import('./routes.js', { with: { 'resolution-mode': 'import' }});
type JsonPointerModule = typeof import('@energy-contracts/schema-tools/json-pointer', { with: {
  'resolution-mode': 'import',
}});
type NearestNamesModule = typeof import('@energy-contracts/schema-tools/nearest-names', { with: {
  'resolution-mode': 'import',
}});

const lazyModules = {
  /** The envelope module, loaded on first call. */
  envelope: (): EnvelopeModule => require('./envelope.js') as EnvelopeModule,
  /** The REST response module, loaded on first call. */
  rest: (): RestModule => require('./rest.js') as RestModule,
  /** The request module, loaded on first call. */
  request: (): RequestModule => require('./request.js') as RequestModule,
  /** The route table module, loaded on first call. */
  routes: (): RoutesModule => require('./routes.js') as RoutesModule,
  /** JSON Pointer helpers, loaded with the first invalid result (a valid one never needs them). */
  jsonPointer: (): JsonPointerModule => require('@energy-contracts/schema-tools/json-pointer') as JsonPointerModule,
  /** The nearest-name index, loaded when the message of an unknown event type is first read. */
  nearestNames: (): NearestNamesModule => require('@energy-contracts/schema-tools/nearest-names') as NearestNamesModule,
};
export = lazyModules;

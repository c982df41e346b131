// react-router reads TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// IndexedDB (fake-indexeddb in tests of writes kept offline) copies values with structuredClone, which
// jsdom does not provide either; Node's serializer makes the same copies.
const { serialize, deserialize } = require('node:v8');
globalThis.structuredClone ??= (value) => deserialize(serialize(value));

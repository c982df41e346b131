// react-router reads TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// IndexedDB (fake-indexeddb in tests of writes kept offline) copies values with structuredClone, which
// jsdom does not provide either; Node's serializer makes the same copies.
const { serialize, deserialize } = require('node:v8');
globalThis.structuredClone ??= (value) => deserialize(serialize(value));

// findBy… and waitFor wait up to 5 s rather than 1: on a busy two-core machine a page whose code loads
// lazily can take longer than a second to render, and that is a slow machine, not a failing page. (Set on
// the DOM library: importing @testing-library/react here, before the test framework exists, would skip
// its cleanup after each test.)
require('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });

// Effects run as the apps' pages run them.
require('./packages/app-frame/src/scheduling/effects-after-render').runEffectsAfterRender();

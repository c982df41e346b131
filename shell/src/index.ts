// The shell's singletons are eager (bundled into this first chunk, see rspack.config.js), so the app
// starts at once instead of waiting for an async boundary's chunk.
import './bootstrap';

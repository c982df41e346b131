// The browser test project registers jest-dom's matchers at run time (jest.config.js); this gives the
// global `expect` of this remote's component tests their types.
/// <reference types="@testing-library/jest-dom" />

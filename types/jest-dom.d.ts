// jest's setup file registers the jest-dom matchers; this gives the global `expect` their types.
/// <reference types="@testing-library/jest-dom" />

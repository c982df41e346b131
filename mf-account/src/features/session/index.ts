export { RequireSignIn } from './components/RequireSignIn';
export { SignOutEverywhere } from './components/SignOutEverywhere';
export { googleReturnIntent } from './hooks/google-return-intent';
export { useReturnIntent, useReturnPath, useSessionEnded, type ReturnState } from './hooks/use-return-path';

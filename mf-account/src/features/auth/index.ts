export { completeSignIn, mirrorServerProgress } from './api/session';
export { AuthForm } from './components/AuthForm';

export { RemoteErrorBoundary } from './components/RemoteErrorBoundary';

export { TimerViewButton } from './components/TimerViewButton';

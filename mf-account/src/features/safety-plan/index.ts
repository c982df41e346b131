export { forgetDeviceCopy as forgetSafetyPlanOnDevice } from './model/device-copy';

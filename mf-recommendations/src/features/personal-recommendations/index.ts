export { WhatHelpedBefore } from './components/WhatHelpedBefore';

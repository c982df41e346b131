export { TechniqueList } from './components/TechniqueList';
export { TechniqueSummary } from './components/TechniqueSummary';
export { techniquesDoneToday } from './model/done-today';
export { countTechniques, orderTechniques, type RandomSource } from './model/order-techniques';
export { startHereTechnique, withStartHereFirst } from './model/start-here';
export { shortestTechniques } from './model/shortest';

// What the list shows only on demand, in a chunk of its own so the list opens without it.
export { FilterSheet } from './filter-sheet';
export { GatePopup } from './gate-popup';

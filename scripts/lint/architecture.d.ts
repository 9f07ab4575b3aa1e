// Types of scripts/lint/architecture.js (plain JS: eslint.config.js loads it without a build).
import type { ESLint } from 'eslint';
export declare const LAYERS: string[];
export declare function layerBreak(file: string, spec: string): string | null;
export declare function shapeBreak(file: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;

// The region data behind a module of our own: the build makes every lazily loaded module of
// ours depend on the runtime, which keeps esbuild's helpers (this CommonJS package needs
// them) in the runtime's chunk instead of a separate file on every route.
export { areaList } from '@vant/area-data';

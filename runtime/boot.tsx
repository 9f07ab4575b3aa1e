// The entry and composition root: the runtime, started with the route registry and the
// native bridge. The only file of runtime/ that may name the layers above it.
import { start } from './start';
import { offlinePackage, startBridge } from '../bridge';
import { routes } from '../modules';

start(routes, { startBridge, offlinePackage });

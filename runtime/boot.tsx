// The entry: the runtime, started with the route registry.
import { start } from './start';
import { routes } from '../modules';

start(routes);

import { defineRoutes } from '../../runtime/router/types';

export const routes = defineRoutes([]);

import { useLayoutEffect, useRef } from 'react';
import { warmRouteMap } from './chunks';
import { markLanded } from './landed';
import { leaveScreen, onScreen } from './scroll';
import type { View } from './use-screen-view';

/**
 * A screen's arrival and departure, in the commits that show them: scroll (to the top, or back
 * where the reader was) and, once the landing is up, the map of the other screens, ready for
 * a tap.
 */
export function useScreenEntered(shown: View, path: string) {
  const onScreenFor = useRef('');
  useLayoutEffect(() => {
    leaveScreen();
    onScreenFor.current = '';
  }, [path]);
  useLayoutEffect(() => {
    if (shown.state === 'ready' && shown.path === path && onScreenFor.current !== path) {
      onScreenFor.current = path;
      onScreen(path + location.search);
      warmRouteMap();
      markLanded();
    } else if (shown.state === 'error' || shown.state === 'missing') markLanded(); // what shows is the content
  }, [shown, path]);
}

import { useTabParam } from '../../../kit/ui/tabs';
import { tabOf, type StatusTab } from '../rules/invest-status';

/** The status tab the page's `tab` parameter names (holding when it names none of `tabs`). */
export const useStatusTab = (tabs: readonly StatusTab[]): StatusTab =>
  tabOf(
    tabs,
    useTabParam(
      'tab',
      'INHAND',
      tabs.map((t) => t.key),
    ),
  );

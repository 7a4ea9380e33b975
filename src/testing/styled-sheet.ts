import { __PRIVATE__ } from 'styled-components';

type MainSheet = typeof __PRIVATE__.mainSheet & {
  gs: Record<string, number>;
  names: Map<string, Set<string>>;
  keyframeIds: Set<string>;
};

/**
 * Forgets every rule styled-components has written, so the next render writes afresh what it
 * uses. The test files of a worker share one document (isolate: false) and styled-components
 * never removes a rule: by a worker's last files the page held about 1,000 rules, and jsdom
 * walks all of them for every computed style that a role query asks for. Call it only when
 * nothing is mounted (a mounted component would not write its rules again).
 */
export function forgetStyledRules() {
  const sheet = __PRIVATE__.mainSheet as MainSheet;
  sheet.gs = {};
  sheet.names = new Map();
  sheet.keyframeIds.clear();
  sheet.clearTag();
  document.head.querySelectorAll('style[data-styled]').forEach((style) => style.remove());
}

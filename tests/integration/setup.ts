// npm test runs the integration files on every core at once: a wait for the screen to change
// that takes 200 ms alone can take over a second then. Testing Library's default (1 s) made
// such waits flaky on a loaded two-core machine; a failed wait still fails, only later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });

// A page rendered on its own stands for a screen already up: work kept until after the first
// content (runtime/router/landed.ts afterContent) starts at once, as it does after a landing.
import { markLanded } from '../../runtime/router/landed';
markLanded();

// A request nothing answers (no sandbox route, another origin) fails the test that sent it,
// unless the test said it would (expectUnhandled): tests/support/unhandled.ts.
import { guardRequests } from '../support/unhandled';
guardRequests();

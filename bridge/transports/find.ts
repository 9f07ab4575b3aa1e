// Which native host, if any, this page can talk to. Looked up when a message is sent, so a
// host that injects itself after the page started is still found.
import type { Transport } from '../protocol';
import { iosTransport } from './ios';
import { androidTransport } from './android';

export const findTransport = (): Transport | null => iosTransport() ?? androidTransport();

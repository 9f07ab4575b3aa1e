import { beforeAll } from 'vitest';
import { sandbox } from '../support/sandbox';

// Every journey file starts from the seed: files share one server and run one after
// another in an order vitest chooses, so none may inherit another's cards, passwords or money.
beforeAll(() => sandbox.reset());

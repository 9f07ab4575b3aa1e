import { beforeAll, beforeEach } from 'vitest';
import { sandbox } from '../support/sandbox';

// Every journey file starts from the seed: files share one server and run one after
// another in an order vitest chooses, so none may inherit another's cards, passwords or money.
beforeAll(() => sandbox.reset());

// The web layer's limits hold within a journey (one code a minute per mobile, a picture after a
// few refused logins), but a journey does not inherit the tries and sends of the ones before it.
beforeEach(() => sandbox.guardReset());

import { useSnapshot } from 'valtio';
import { session } from './store';

/** The one React binding of the session store. */
export const useSession = () => useSnapshot(session);

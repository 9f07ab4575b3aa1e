import type { PageProps } from '../../../runtime/router/types';
import Login from './login';

/** /prebind: log in with an existing account and bind the WeChat account to it. */
export default function Prebind(props: PageProps) {
  return <Login {...props} prebind />;
}

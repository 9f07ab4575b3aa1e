// The SMS code field with its send button. The button's script (the captcha state machine)
// is its own chunk, started with the first render of the form, so a directly opened auth
// screen paints without waiting for it; a same-height placeholder holds the row meanwhile.
// Its styles cannot travel with a lazy chunk, so they come with every screen that uses it.
import '../../../kit/ui/captcha-button.css';
import { lazy, Suspense, type ComponentProps } from 'react';

export const loadCodeField = () => import('./code-field');
const Field = lazy(loadCodeField);

export function CodeField(props: ComponentProps<typeof Field>) {
  return (
    <Suspense fallback={<div className="ui-field" aria-busy="true" />}>
      <Field {...props} />
    </Suspense>
  );
}

import { Suspense, type ReactNode } from 'react';

/** A money result screen loading on demand: its message stands in (announced) until it comes. */
export function ResultSuspense({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="ui-state" role="status">
          {text}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

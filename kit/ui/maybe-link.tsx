import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A row or card that leads somewhere when it has somewhere to go, and is plain otherwise. */
export function MaybeLink({ href, className, children }: { href?: string | null; className: string; children: ReactNode }) {
  return href ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

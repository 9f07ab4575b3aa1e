import { Link } from 'wouter';

type Links = readonly (readonly [href: string, text: string])[];

/** The points screens' ways to each other and to the rules. */
export function PointLinks({ links }: { links: Links }) {
  return (
    <div className="mb-links">
      {links.map(([href, text]) => (
        <Link key={href} href={href}>
          {text}
        </Link>
      ))}
    </div>
  );
}

/** The points the investor can spend ('--' when they could not be read), with the links beside. */
export function PointsHero({ points, links }: { points: number | null; links: Links }) {
  return (
    <section className="mb-hero mb-row" aria-label="可用积分">
      <div>
        <p>可用积分</p>
        <p className="mb-big" data-testid="points">
          {points === null ? '--' : points.toLocaleString('en-US')}
        </p>
      </div>
      <PointLinks links={links} />
    </section>
  );
}

/** A record's long texts (business scope, highlights, risk measures), each under its heading. */
export function TextSections({
  texts,
  className,
  Heading = 'h2',
}: {
  texts: readonly (readonly [string, string])[];
  className: string;
  Heading?: 'h2' | 'h3';
}) {
  return texts.map(([k, v]) => (
    <section key={k} className={className}>
      <Heading>{k}</Heading>
      <p>{v}</p>
    </section>
  ));
}

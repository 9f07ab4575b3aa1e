import './sold-bar.css';
// The class names keep the lists' pd- prefix: the loan and claim lists, the loan detail and the
// claim detail all draw it, and their stylesheets and journeys name those classes.
/**
 * Sold share in words and as a bar (the colour is never the only signal), with the status beside
 * it in lists; detail screens leave the label out, their button says it.
 */
export function Bar({ pct, red, label, open }: { pct: number; red: boolean; label?: string; open?: boolean }) {
  return (
    <div className="pd-foot">
      <div className={red ? 'pd-bar red' : 'pd-bar'} role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label="已售比例">
        <i style={{ width: `${pct}%` }} />
      </div>
      <span className="pd-pct">已售{pct}%</span>
      {label && <span className={open ? 'pd-st open' : 'pd-st'}>{label}</span>}
    </div>
  );
}

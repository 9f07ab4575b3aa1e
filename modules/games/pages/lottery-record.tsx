// SCAFFOLD: replaced by the screen itself before this lands.
export default function Placeholder() {
  return <p className="ui-empty">即将上线</p>;
}

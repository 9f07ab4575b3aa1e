import { useLocation } from 'wouter';

/** `home`: a tab-bar screen, the top of its stack, so no back button. */
export function Header({ title, home }: { title: string; home: boolean }) {
  const [, navigate] = useLocation();
  const back = () => (history.length > 1 ? history.back() : navigate('/'));
  return (
    <header className="app-header">
      {!home && (
        <button type="button" className="app-back" aria-label="返回" onClick={back}>
          ‹
        </button>
      )}
      <h1>{title}</h1>
    </header>
  );
}

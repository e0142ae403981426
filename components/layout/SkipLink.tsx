import { useUi } from './ShellContext';

export function SkipLink() {
  const ui = useUi();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-brand-dark px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {ui.skipLink}
    </a>
  );
}

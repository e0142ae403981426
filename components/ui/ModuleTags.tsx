/**
 * Oracle modules as small tags on a card (a case study's on the hub, an open position's on /careers),
 * without the "Oracle " every name starts with; left to right in every language, as Oracle writes them.
 */
export function ModuleTags({
  modules,
  label,
  className = '',
}: {
  readonly modules: readonly string[];
  /** The list's accessible name ("Oracle modules"), where no label around it says what it is. */
  readonly label?: string;
  readonly className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`.trim()} aria-label={label}>
      {modules.map((name) => (
        <li key={name} dir="ltr" className="rounded-md bg-brand-light px-2 py-0.5 text-xs text-brand-dark">
          {name.replace(/^Oracle /, '')}
        </li>
      ))}
    </ul>
  );
}

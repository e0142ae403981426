/**
 * Oracle modules as small tags on a card (a case study's on the hub, an open position's on /careers),
 * without the "Oracle " every name starts with; left to right in every language, as Oracle writes them.
 */
export function ModuleTags({ modules, className = '' }: { readonly modules: readonly string[]; readonly className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`.trim()}>
      {modules.map((name) => (
        <li key={name} dir="ltr" className="rounded-md bg-brand-light px-2 py-0.5 text-xs text-brand-dark">
          {name.replace(/^Oracle /, '')}
        </li>
      ))}
    </ul>
  );
}
